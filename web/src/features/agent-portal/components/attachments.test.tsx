import { ATTACHMENT_URL_TRUSTED_MS } from '@shared/attachment-rules';
import type { MessageAttachment as Attachment } from '@shared/schemas/chat-message';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { fileProblem } from '../api/attach-file';
import { AttachButton } from './attach-button';
import { MessageAttachment } from './message-attachment';

describe('attachments in the Agent Portal (issue 32 item 6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews an image and shows a PDF as a link with its name and size', () => {
    renderWithApp(
      <>
        <MessageAttachment
          attachment={{ id: 'a1', name: 'proof.png', contentType: 'image/png', size: 10, url: 'https://s3.test/a1' }}
          conversationId="conv-1"
        />
        <MessageAttachment
          attachment={{
            id: 'a2',
            name: 'menu.pdf',
            contentType: 'application/pdf',
            size: 2048,
            url: 'https://s3.test/a2',
          }}
          conversationId="conv-1"
        />
      </>,
    );
    expect(screen.getByTestId('attachment-image')).toHaveAttribute('alt', 'proof.png');
    expect(screen.getByTestId('attachment-file')).toHaveTextContent('menu.pdf (2 KB)');
    expect(screen.getByTestId('attachment-file')).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('refuses a file that is not an image or PDF, or too large, before anything is sent', async () => {
    expect(fileProblem(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }))).toMatch(/Only PNG/);
    expect(fileProblem(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'x.png', { type: 'image/png' }))).toMatch(
      /10 MB/,
    );
    expect(fileProblem(new File([new Uint8Array(3)], 'x.pdf', { type: 'application/pdf' }))).toBeNull();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AttachButton conversationId="conv-1" />);
    await userEvent.upload(screen.getByTestId('attach-input'), new File(['<p>'], 'page.html', { type: 'text/html' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('This file cannot be attached.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('a URL that expired while the chat was open', () => {
    const image: Attachment = {
      id: 'a1',
      name: 'proof.png',
      contentType: 'image/png',
      size: 10,
      url: 'https://s3.test/old',
    };
    /** GET /api/messages answers the chat's message with its file signed anew, or fails when `down`. */
    const serve = (down = false) => {
      const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
        if (down) return Response.json({ error: { message: 'Unavailable' } }, { status: 503 });
        const message = {
          id: 'm1',
          conversationId: 'conv-1',
          senderType: 'customer',
          content: 'proof.png',
          createdAt: '2026-11-23T10:00:01.000Z',
          intentMatched: null,
          senderId: null,
          senderName: null,
          attachment: { ...image, url: 'https://s3.test/new' },
        };
        expect(String(input)).toContain('/api/messages?conversationId=conv-1');
        return Response.json({ messages: [message] });
      });
      vi.stubGlobal('fetch', fetchMock);
      return fetchMock;
    };

    it('reads the messages again and swaps in the fresh URL when the image fails to load', async () => {
      const fetchMock = serve();
      renderWithApp(<MessageAttachment attachment={image} conversationId="conv-1" />);
      fireEvent.error(screen.getByTestId('attachment-image'));
      await waitFor(() => expect(screen.getByTestId('attachment-image')).toHaveAttribute('src', 'https://s3.test/new'));
      expect(screen.getByRole('link')).toHaveAttribute('href', 'https://s3.test/new');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('shows the file as unavailable when the fresh URL fails too, and does not fetch again', async () => {
      const fetchMock = serve();
      renderWithApp(<MessageAttachment attachment={image} conversationId="conv-1" />);
      fireEvent.error(screen.getByTestId('attachment-image'));
      await waitFor(() => expect(screen.getByTestId('attachment-image')).toHaveAttribute('src', 'https://s3.test/new'));
      fireEvent.error(screen.getByTestId('attachment-image'));
      expect(await screen.findByText('File unavailable')).toBeInTheDocument();
      expect(screen.queryByTestId('attachment-image')).toBeNull();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('shows it as unavailable when the refetch fails', async () => {
      const fetchMock = serve(true);
      renderWithApp(<MessageAttachment attachment={image} conversationId="conv-1" />);
      fireEvent.error(screen.getByTestId('attachment-image'));
      expect(await screen.findByText('File unavailable')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('opens a link clicked after its lifetime with a fresh URL, and a recent one as it is', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const fetchMock = serve();
        const open = vi.fn();
        vi.stubGlobal('open', open);
        renderWithApp(
          <MessageAttachment
            attachment={{ ...image, name: 'menu.pdf', contentType: 'application/pdf' }}
            conversationId="conv-1"
          />,
        );
        const link = screen.getByTestId('attachment-file');
        link.addEventListener('click', (e) => e.preventDefault()); // jsdom does not navigate
        fireEvent.click(link);
        expect(fetchMock).not.toHaveBeenCalled();
        expect(open).not.toHaveBeenCalled();
        vi.setSystemTime(Date.now() + ATTACHMENT_URL_TRUSTED_MS);
        fireEvent.click(link);
        await waitFor(() => expect(open).toHaveBeenCalledWith('https://s3.test/new', '_blank', 'noopener'));
        expect(fetchMock).toHaveBeenCalledTimes(1);
        expect(screen.getByTestId('attachment-file')).toHaveAttribute('href', 'https://s3.test/new');
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
