import { screen } from '@testing-library/react';
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
        />
        <MessageAttachment
          attachment={{
            id: 'a2',
            name: 'menu.pdf',
            contentType: 'application/pdf',
            size: 2048,
            url: 'https://s3.test/a2',
          }}
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
});
