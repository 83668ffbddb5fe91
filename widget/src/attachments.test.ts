import { widgetApi } from './api';
import { attachmentView, sendFile } from './attachments';

describe('files in the widget (issue 32 item 6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews an image and shows a PDF as a link with its name and size, never as markup', () => {
    const image = attachmentView({
      id: 'a1',
      name: '<img src=x onerror=alert(1)>.png',
      contentType: 'image/png',
      size: 2048,
      url: 'https://s3.test/a1',
    });
    const img = image.querySelector('img')!;
    expect(img.dataset.testid).toBe('attachment-image');
    expect(img.getAttribute('alt')).toBe('<img src=x onerror=alert(1)>.png');
    expect(image.querySelectorAll('img')).toHaveLength(1);
    const pdf = attachmentView({
      id: 'a2',
      name: 'menu.pdf',
      contentType: 'application/pdf',
      size: 1536 * 1024,
      url: 'u',
    });
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
});
