import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { startTestGateway, type TestGateway } from './test-gateway';

// biome-ignore lint/suspicious/noExplicitAny: events recorded by the temp handlers
type Recorded = { routeKey: string; event: any };
declare global {
  var __wsTestEvents: Recorded[] | undefined;
}

const dir = mkdtempSync(join(tmpdir(), 'parley-ws-test-'));
const record = `(globalThis.__wsTestEvents ??= []).push({ routeKey: event.requestContext.routeKey, event });`;
writeFileSync(
  join(dir, 'connect.mjs'),
  `export const handler = async (event) => { ${record}
     if (event.queryStringParameters?.token === 'bad') return { statusCode: 401 };
     return { statusCode: 200 }; };`,
);
// $default answers through the real management API client, exactly like the backend will.
writeFileSync(
  join(dir, 'default.mjs'),
  `import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
   const client = new ApiGatewayManagementApiClient({ endpoint: process.env.WS_ENDPOINT, region: 'us-east-1',
     credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
   export const handler = async (event) => { ${record}
     await client.send(new PostToConnectionCommand({ ConnectionId: event.requestContext.connectionId,
       Data: JSON.stringify({ echo: event.body }) }));
     return { statusCode: 200 }; };`,
);
writeFileSync(
  join(dir, 'disconnect.mjs'),
  `export const handler = async (event) => { ${record} return { statusCode: 200 }; };`,
);

let gw: TestGateway;
let mgmt: ApiGatewayManagementApiClient;
beforeAll(async () => {
  globalThis.__wsTestEvents = [];
  gw = await startTestGateway({
    httpRoutes: [],
    queueConsumers: [],
    wsRoutes: [
      { routeKey: '$connect', entry: join(dir, 'connect.mjs') },
      { routeKey: '$default', entry: join(dir, 'default.mjs') },
      { routeKey: '$disconnect', entry: join(dir, 'disconnect.mjs') },
    ],
  });
  mgmt = new ApiGatewayManagementApiClient({
    endpoint: process.env.WS_ENDPOINT,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(async () => {
  mgmt?.destroy();
  await gw?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const events = (routeKey: string) => (globalThis.__wsTestEvents ?? []).filter((e) => e.routeKey === routeKey);

function nextMessage(ws: WebSocket): Promise<string> {
  return new Promise((resolve) => ws.once('message', (data) => resolve(data.toString())));
}

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('test-setup environment', () => {
  it('reaches the workers through process.env and inject()', () => {
    const env = inject('parleyEnv');
    expect(process.env.DYNAMODB_ENDPOINT).toBe(env.DYNAMODB_ENDPOINT);
    expect(process.env.USER_POOL_ID).toBe(env.USER_POOL_ID);
    expect(process.env.JWKS_URL).toBe(`${env.COGNITO_ENDPOINT}/${env.USER_POOL_ID}/.well-known/jwks.json`);
    expect(process.env.WS_ENDPOINT).toBe(`http://127.0.0.1:${gw.port}`);
  });
});

describe('WebSocket gateway', () => {
  it('emits $connect / $default / $disconnect and serves @connections for the real SDK client', async () => {
    const ws = new WebSocket(`${gw.wsUrl}?token=good&x=1`, {
      headers: { Cookie: 'session=abc', 'X-Parley-Origin-Verify': 'forged by the viewer' },
    });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const [connect] = events('$connect');
    expect(connect.event.requestContext).toMatchObject({
      eventType: 'CONNECT',
      routeKey: '$connect',
      stage: '$default',
    });
    expect(connect.event.headers.Cookie).toBe('session=abc');
    // CloudFront's headers, as it adds them in AWS: the viewer's forged copy is gone (issue 28 item 5)
    expect(connect.event.headers['x-parley-origin-verify']).toBe(process.env.ORIGIN_VERIFY_SECRET);
    expect(connect.event.headers['X-Parley-Origin-Verify']).toBeUndefined();
    expect(connect.event.headers['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(connect.event.queryStringParameters).toEqual({ token: 'good', x: '1' });
    const connectionId: string = connect.event.requestContext.connectionId;

    const reply = nextMessage(ws);
    ws.send('hello');
    expect(JSON.parse(await reply)).toEqual({ echo: 'hello' });
    const [message] = events('$default');
    expect(message.event).toMatchObject({ body: 'hello', isBase64Encoded: false });
    expect(message.event.requestContext).toMatchObject({ eventType: 'MESSAGE', connectionId });

    const info = await mgmt.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.Identity?.SourceIp).toBe('127.0.0.1');
    expect(info.ConnectedAt).toBeInstanceOf(Date);

    const pushed = nextMessage(ws);
    await mgmt.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: '{"type":"agent.reply"}' }));
    expect(await pushed).toBe('{"type":"agent.reply"}');

    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await mgmt.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    expect(await closed).toBe(1000);
    await until(() => events('$disconnect').length === 1);
    expect(events('$disconnect')[0].event.requestContext).toMatchObject({ eventType: 'DISCONNECT', connectionId });

    const gone = await mgmt
      .send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'late' }))
      .catch((err: Error & { $metadata: { httpStatusCode: number } }) => err);
    expect(gone).toBeInstanceOf(Error);
    expect((gone as Error).name).toBe('GoneException');
    expect((gone as { $metadata: { httpStatusCode: number } }).$metadata.httpStatusCode).toBe(410);
  });

  it('emits $disconnect when the client closes', async () => {
    const before = events('$disconnect').length;
    const ws = new WebSocket(gw.wsUrl);
    await new Promise((resolve) => ws.once('open', resolve));
    ws.close(1000, 'bye');
    await until(() => events('$disconnect').length === before + 1);
    expect(events('$disconnect').at(-1)!.event.requestContext).toMatchObject({
      disconnectStatusCode: 1000,
      disconnectReason: 'bye',
    });
  });

  it("rejects the upgrade with the $connect handler's status", async () => {
    const ws = new WebSocket(`${gw.wsUrl}?token=bad`);
    const status = await new Promise<number>((resolve, reject) => {
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('open', () => reject(new Error('should not open')));
    });
    expect(status).toBe(401);
  });
});
