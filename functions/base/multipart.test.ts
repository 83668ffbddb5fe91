import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { multipartForm } from './multipart';

/** A FormData as the browser sends it: its bytes and its Content-Type with the boundary. */
async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const req = new Request('http://x/', { method: 'POST', body: form });
  return { body: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type') as string };
}

/** The raw body of one part named `logo` with no filename: a client that sent the file field as text. */
function textPartBody(boundary: string, name: string, value: string) {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${boundary}--\r\n`,
  );
}

async function read(body: Buffer, contentType: string) {
  const reader = multipartForm(['logo']);
  const event = {};
  const fields = await reader.read(event, body, contentType);
  return { fields, files: reader.filesOf(event) };
}

async function refusal(body: Buffer, contentType: string) {
  const err = await read(body, contentType).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ValidationError);
  return (err as ValidationError).fields;
}

describe('multipartForm', () => {
  it('gives the text fields to the schema and keeps the expected file with its bytes', async () => {
    const form = new FormData();
    form.set('name', 'Annapurna');
    form.set('logo', new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }), 'logo.png');
    const { body, contentType } = await encode(form);
    const { fields, files } = await read(body, contentType);
    expect(fields).toEqual({ name: 'Annapurna' });
    expect(files.logo).toMatchObject({ filename: 'logo.png', declaredType: 'image/png' });
    expect([...(files.logo?.bytes ?? [])]).toEqual([0x89, 0x50]);
  });

  it('treats an empty file input as no file', async () => {
    const form = new FormData();
    form.set('logo', new Blob([]), '');
    const { body, contentType } = await encode(form);
    expect((await read(body, contentType)).files).toEqual({});
  });

  it('refuses, naming the field, a field sent twice, a file where none is expected and a file field sent as text', async () => {
    const twice = new FormData();
    twice.append('name', 'a');
    twice.append('name', 'b');
    const t = await encode(twice);
    expect(await refusal(t.body, t.contentType)).toEqual({ name: 'Sent more than once' });

    const stray = new FormData();
    stray.set('avatar', new Blob([new Uint8Array([1])]), 'a.png');
    const s = await encode(stray);
    expect(await refusal(s.body, s.contentType)).toEqual({ avatar: 'No file is expected here' });

    const boundary = 'parleyboundary';
    const asText = textPartBody(boundary, 'logo', 'iVBORw0KGgo=');
    expect(await refusal(asText, `multipart/form-data; boundary=${boundary}`)).toEqual({ logo: 'Send this as a file' });
  });

  it('answers a malformed body with a 400, not a crash', async () => {
    expect(await refusal(Buffer.from('not multipart'), 'multipart/form-data; boundary=x')).toEqual({
      body: 'Malformed multipart/form-data',
    });
  });
});
