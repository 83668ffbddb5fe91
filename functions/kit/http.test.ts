import * as z from 'zod';
import { ConflictError } from '../base/errors';
import { reply } from '../base/response';
import { httpEvent, invoke } from '../test-support/http-event';
import { http } from './http';

const body = z.object({ name: z.string().min(2, 'Name too short'), age: z.number().int().optional() }).strict();
const echo = http(
  { auth: 'public', body, response: z.object({ got: body }) },
  { maxBodyBytes: 200 },
  async ({ body }) => reply(201, { got: body }),
);

describe('http kit: bodies', () => {
  it('parses, validates and answers with the handler value', async () => {
    const r = await invoke(echo, httpEvent('POST', '/x', { body: { name: 'Asha', age: 30 } }));
    expect(r.status).toBe(201);
    expect(r.json).toEqual({ got: { name: 'Asha', age: 30 } });
  });

  it('names the failing field with its message', async () => {
    const r = await invoke(echo, httpEvent('POST', '/x', { body: { name: 'A' } }));
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe('VALIDATION_FAILED');
    expect(r.json.error.fields).toEqual({ name: 'Name too short' });
    expect(r.json.error.message).toContain('name');
  });

  it('rejects unknown fields and wrong types by name', async () => {
    const r = await invoke(echo, httpEvent('POST', '/x', { body: { name: 'Asha', age: 'old', admin: true } }));
    expect(r.status).toBe(400);
    expect(r.json.error.fields.admin).toBe('Unknown field');
    expect(r.json.error.fields.age).toBeDefined();
  });

  it('turns malformed JSON into a 400, not middy’s 415', async () => {
    const r = await invoke(
      echo,
      httpEvent('POST', '/x', { rawBody: '{"name": "As', headers: { 'content-type': 'application/json' } }),
    );
    expect(r.status).toBe(400);
    expect(r.json.error.fields).toEqual({ body: 'Malformed JSON' });
  });

  it('answers a wrong content type with 415', async () => {
    const r = await invoke(
      echo,
      httpEvent('POST', '/x', {
        rawBody: 'name=Asha',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(r.status).toBe(415);
    expect(r.json.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversize body with 413 before parsing it', async () => {
    const r = await invoke(echo, httpEvent('POST', '/x', { body: { name: 'x'.repeat(500) } }));
    expect(r.status).toBe(413);
  });

  it('treats a missing body as an empty object so required fields are named', async () => {
    const r = await invoke(echo, httpEvent('POST', '/x', {}));
    expect(r.status).toBe(400);
    expect(r.json.error.fields.name).toBeDefined();
  });
});

describe('http kit: errors, headers, auth, origin', () => {
  it('maps an AppError to its status and JSON body', async () => {
    const h = http({ auth: 'public', response: z.undefined() }, async () => {
      throw new ConflictError('Already there');
    });
    const r = await invoke(h, httpEvent('GET', '/x'));
    expect(r.status).toBe(409);
    expect(r.json).toEqual({ error: { code: 'CONFLICT', message: 'Already there' } });
  });

  it('hides unexpected errors behind a generic 500 with a request id', async () => {
    const h = http({ auth: 'public', response: z.undefined() }, async () => {
      throw new Error('ddb exploded: arn:aws:secret');
    });
    const r = await invoke(h, httpEvent('GET', '/x'));
    expect(r.status).toBe(500);
    expect(r.text).not.toContain('exploded');
    expect(r.json.error.requestId).toMatch(/^req-/);
  });

  it('sets security headers on success and on error', async () => {
    const ok = await invoke(
      http({ auth: 'public', response: z.object({ a: z.number() }) }, async () => ({ a: 1 })),
      httpEvent('GET', '/x'),
    );
    const bad = await invoke(echo, httpEvent('POST', '/x', { body: {} }));
    for (const r of [ok, bad]) {
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['strict-transport-security']).toBeDefined();
    }
    expect(ok.headers['content-type']).toContain('application/json');
  });

  it('sends no deprecated X-XSS-Protection, not even on an HTML answer (an invoice, a page preview)', async () => {
    const html = await invoke(
      http({ auth: 'public', response: z.string() }, async () =>
        reply(200, undefined, { raw: '<!doctype html><p>hi</p>', headers: { 'content-type': 'text/html' } }),
      ),
      httpEvent('GET', '/x'),
    );
    expect(html.status).toBe(200);
    expect(html.headers['content-security-policy']).toBeDefined(); // the HTML-only headers did apply
    expect(Object.keys(html.headers).map((k) => k.toLowerCase())).not.toContain('x-xss-protection');
  });

  it('refuses a customer route without a session cookie', async () => {
    const h = http({ auth: 'customer', response: z.object({ secret: z.boolean() }) }, async () => ({ secret: true }));
    const r = await invoke(h, httpEvent('GET', '/x'));
    expect(r.status).toBe(401);
    expect(r.text).not.toContain('secret');
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const r = await invoke(
      echo,
      httpEvent('POST', '/x', { body: { name: 'Asha' }, headers: { origin: 'https://evil.example' } }),
    );
    expect(r.status).toBe(403);
    const same = await invoke(
      echo,
      httpEvent('POST', '/x', { body: { name: 'Asha' }, headers: { origin: new URL(process.env.APP_ORIGIN!).origin } }),
    );
    expect(same.status).toBe(201);
  });

  it('exposes route metadata for the generated suites', () => {
    expect(echo.meta.auth).toBe('public');
    expect(echo.meta.hasBody).toBe(true);
  });
});

describe('http kit: response contracts', () => {
  const intentLike = z.object({ id: z.string(), title: z.string() });
  const stored = { id: 'i-1', title: 'Hours', clientId: 'tenant-a', createdBy: 'u-1', __edb_e__: 'intent' };

  it('strips fields the response schema does not name (internal ones never leave the server)', async () => {
    const h = http({ auth: 'public', response: z.object({ intents: z.array(intentLike) }) }, async () => ({
      intents: [stored],
    }));
    const r = await invoke(h, httpEvent('GET', '/x'));
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ intents: [{ id: 'i-1', title: 'Hours' }] });
    expect(r.text).not.toContain('tenant-a');
  });

  it('parses the body of a reply(status, body, extra) too and keeps its status and headers', async () => {
    const h = http({ auth: 'public', response: intentLike }, async () =>
      reply(201, stored, { headers: { location: '/x/i-1' } }),
    );
    const r = await invoke(h, httpEvent('GET', '/x'));
    expect(r.status).toBe(201);
    expect(r.headers.location).toBe('/x/i-1');
    expect(r.json).toEqual({ id: 'i-1', title: 'Hours' });
  });

  it('answers a generic 500 (and sends nothing of the object) when a required field is missing', async () => {
    // the type checker refuses this handler too; the cast plays a handler whose data drifted at run time
    const drifted = { id: 'i-1', clientId: 'tenant-a' } as unknown as z.input<typeof intentLike>;
    const h = http({ auth: 'public', response: intentLike }, async () => drifted);
    const r = await invoke(h, httpEvent('GET', '/x'));
    expect(r.status).toBe(500);
    expect(r.json.error).toMatchObject({ code: 'INTERNAL', message: 'Internal error' });
    expect(r.text).not.toContain('tenant-a');
    expect(r.text).not.toContain('i-1');
  });

  it('holds a 204 route to an empty body', async () => {
    const ok = http({ auth: 'public', response: z.undefined() }, async () => reply(204));
    expect((await invoke(ok, httpEvent('GET', '/x'))).status).toBe(204);
    const leaky = http({ auth: 'public', response: z.undefined() }, async () => reply(204, stored));
    expect((await invoke(leaky, httpEvent('GET', '/x'))).status).toBe(500);
  });

  it('exposes the response schema in the route metadata', () => {
    const h = http({ auth: 'public', response: intentLike }, async () => stored);
    expect(h.meta.response).toBe(intentLike);
  });
});
