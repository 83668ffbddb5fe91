import { ATTACHMENT_URL_TRUSTED_MS } from '@shared/attachment-rules';
import type { MessageAttachment } from '@shared/schemas/chat-message';
import { widgetApi } from './api';
import { attachmentView, freshUrl, sendFile } from './attachments';

const noFresh = async () => undefined;

describe('files in the widget (issue 32 item 6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews an image and shows a PDF as a link with its name and size, never as markup', () => {
    const image = attachmentView(
      {
        id: 'a1',
        name: '<img src=x onerror=alert(1)>.png',
        contentType: 'image/png',
        size: 2048,
        url: 'https://s3.test/a1',
      },
      noFresh,
    );
    const img = image.querySelector('img')!;
    expect(img.dataset.testid).toBe('attachment-image');
    expect(img.getAttribute('alt')).toBe('<img src=x onerror=alert(1)>.png');
    expect(image.querySelectorAll('img')).toHaveLength(1);
    const pdf = attachmentView(
      {
        id: 'a2',
        name: 'menu.pdf',
        contentType: 'application/pdf',
        size: 1536 * 1024,
        url: 'u',
      },
      noFresh,
    );
    expect(pdf.textContent).toBe('📄 menu.pdf (1.5 MB)');
    expect(pdf.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('refuses a file that is not an image or PDF, or over 10 MB, before anything is sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const api = widgetApi('http://api.test', 'c1', () => 't');
    await expect(sendFile(api, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }))).rejects.toThrow(
      /Only images/,
    );
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await expect(sendFile(api, big)).rejects.toThrow(/10 MB/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the upload, posts the file to S3 with the form, then sends it', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        if (url.endsWith('/attachments/uploads'))
          return Response.json({
            id: 'u1',
            url: 'https://s3.test/bucket',
            fields: { key: 'k' },
            maxBytes: 1,
            expiresIn: 1,
          });
        if (url === 'https://s3.test/bucket') {
          const form = init.body as FormData;
          expect([...form.keys()]).toEqual(['key', 'file']);
          expect(init.credentials).toBe('omit');
          return new Response(null, { status: 204 });
        }
        expect(JSON.parse(String(init.body))).toEqual({ id: 'u1' });
        return Response.json({ messages: [{ id: 'm1' }] });
      }),
    );
    const api = widgetApi('http://api.test', 'c1', () => 't');
    const sent = await sendFile(api, new File([new Uint8Array(8)], 'a.png', { type: 'image/png' }));
    expect(sent).toEqual([{ id: 'm1' }]);
    expect(calls).toEqual([
      'POST http://api.test/api/widget/attachments/uploads',
      'POST https://s3.test/bucket',
      'POST http://api.test/api/widget/attachments/send',
    ]);
  });

  describe('a URL that expired while the panel was open', () => {
    const image: MessageAttachment = {
      id: 'a1',
      name: 'shirt.png',
      contentType: 'image/png',
      size: 10,
      url: 'https://s3.test/old',
    };
    const shown = (fresh: (id: string) => Promise<string | undefined>) => {
      const bubble = document.createElement('div');
      bubble.append(attachmentView(image, fresh));
      return bubble;
    };
    const settle = () => new Promise((r) => setTimeout(r, 0));

    it('reads the messages again and swaps in the fresh URL when the image fails to load', async () => {
      const fetchMock = vi.fn(async (_url: string) =>
        Response.json({
          messages: [{ id: 'm1', attachment: { ...image, url: 'https://s3.test/new' } }],
          conversation: { status: 'active' },
        }),
      );
      vi.stubGlobal('fetch', fetchMock);
      const api = widgetApi('http://api.test', 'c1', () => 't');
      const bubble = shown((id) => freshUrl(api, id));
      bubble.querySelector('img')!.dispatchEvent(new Event('error'));
      await settle();
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['http://api.test/api/widget/messages']);
      expect(bubble.querySelector('img')!.getAttribute('src')).toBe('https://s3.test/new');
      expect(bubble.querySelector('a')!.getAttribute('href')).toBe('https://s3.test/new');
    });

    it('shows the file as unavailable when the fresh URL fails too, and does not fetch again', async () => {
      const fresh = vi.fn(async () => 'https://s3.test/new');
      const bubble = shown(fresh);
      const img = bubble.querySelector('img')!;
      img.dispatchEvent(new Event('error'));
      await settle();
      img.dispatchEvent(new Event('error'));
      await settle();
      expect(fresh).toHaveBeenCalledTimes(1);
      expect(bubble.querySelector('img')).toBeNull();
      expect(bubble.textContent).toBe('File unavailable');
    });

    it('shows it as unavailable when the refetch fails', async () => {
      const fresh = vi.fn(async () => {
        throw new Error('offline');
      });
      const bubble = shown(fresh);
      bubble.querySelector('img')!.dispatchEvent(new Event('error'));
      await settle();
      expect(fresh).toHaveBeenCalledTimes(1);
      expect(bubble.textContent).toBe('File unavailable');
    });

    it('opens a link clicked after its lifetime with a fresh URL, and a recent one as it is', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const open = vi.fn();
        vi.stubGlobal('open', open);
        const fresh = vi.fn(async () => 'https://s3.test/new');
        const link = shown(fresh).querySelector('a')!;
        const click = () => link.dispatchEvent(new MouseEvent('click', { cancelable: true }));
        expect(click()).toBe(true); // not cancelled: the browser opens it as it is
        expect(fresh).not.toHaveBeenCalled();
        vi.setSystemTime(Date.now() + ATTACHMENT_URL_TRUSTED_MS);
        expect(click()).toBe(false);
        await settle();
        expect(fresh).toHaveBeenCalledTimes(1);
        expect(open).toHaveBeenCalledWith('https://s3.test/new', '_blank', 'noopener');
        expect(link.getAttribute('href')).toBe('https://s3.test/new');
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
