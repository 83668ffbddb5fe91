import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { resetAppSecrets } from '../adapters/app-secrets';
import { resetConfigCache } from '../base/env';
import { httpEvent, invoke } from '../test-support/http-event';
import { handler as connect } from '../ws/connect';
import { ORIGIN_VERIFY_HEADER } from './cloudfront-headers';
import { http } from './http';
import type { WsEvent } from './ws';

const SECRET = 'v'.repeat(48);
const ok = http({ auth: 'public', response: z.object({ ok: z.boolean() }) }, async () => ({ ok: true }));
/** An event as someone calling the execute-api endpoint directly sends it: no origin-verify header. */
const direct = (method = 'GET', headers: Record<string, string> = {}) => {
  const event = httpEvent(method, '/x', { headers });
  delete event.headers[ORIGIN_VERIFY_HEADER];
  return Object.assign(event, { headers: { ...event.headers, ...headers } });
};

describe('requests that go around CloudFront (issue 28 item 5)', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    delete process.env.ORIGIN_VERIFY_SECRET_ARN;
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    resetConfigCache();
    resetAppSecrets();
  });
  afterEach(() => {
    process.env = { ...saved };
    resetConfigCache();
    resetAppSecrets();
  });

  it('are refused by every kit route, before anything else runs; CloudFront’s own pass', async () => {
    const refused = await invoke(ok, direct());
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toMatch(/through the app/);
    expect((await invoke(ok, direct('GET', { [ORIGIN_VERIFY_HEADER]: 'x'.repeat(48) }))).status).toBe(403);
    expect((await invoke(ok, direct('GET', { [ORIGIN_VERIFY_HEADER]: SECRET }))).status).toBe(200);
  });

  it('are refused at the preflight too', async () => {
    expect((await invoke(ok, direct('OPTIONS'))).status).toBe(403);
  });

  it('fail closed in Lambda when a function was deployed without the secret', async () => {
    delete process.env.ORIGIN_VERIFY_SECRET;
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'parley-acme-x';
    resetConfigCache();
    expect((await invoke(ok, direct())).status).toBe(403);
    // a bare handler outside Lambda (a unit test with no secret) is let through
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    resetConfigCache();
    expect((await invoke(ok, direct())).status).toBe(200);
  });

  it('cannot open a WebSocket: $connect refuses them, whatever the header’s case', async () => {
    const wsEvent = (headers: Record<string, string>) =>
      ({ headers, requestContext: { connectionId: 'c1', routeKey: '$connect' } }) as unknown as WsEvent;
    const refused = await connect(wsEvent({ Cookie: 'x=y' }));
    expect(refused).toMatchObject({ statusCode: 403 });
    // past the check, an agent without a session is the next refusal
    const through = await connect(wsEvent({ 'X-Parley-Origin-Verify': SECRET }));
    expect(through).toMatchObject({ statusCode: 401 });
  });
});
