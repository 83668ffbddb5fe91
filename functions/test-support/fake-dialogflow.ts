import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's token endpoint and the Dialogflow CX REST API. It checks the service
 * account's RS256 JWT grant with the public key and records the intents it is sent.
 */
export async function startFakeDialogflow() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const calls: { method: string; path: string; body: any; auth?: string }[] = [];
  let failIntents = false;
  let n = 0;
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const c of req) raw += c;
    const path = req.url ?? '';
    if (path === '/token') {
      const assertion = new URLSearchParams(raw).get('assertion') ?? '';
      const [h, p, s] = assertion.split('.');
      const ok = createVerify('RSA-SHA256')
        .update(`${h}.${p}`)
        .verify(publicKey, Buffer.from(s ?? '', 'base64url'));
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify(ok ? { access_token: 'fake-token', expires_in: 3600 } : { error: 'invalid_grant' }),
      );
    }
    const body = raw ? JSON.parse(raw) : undefined;
    calls.push({ method: req.method ?? '', path, body, auth: req.headers.authorization });
    if (failIntents) {
      res.writeHead(500, { 'content-type': 'application/json' });
      return res.end('{"error":{"message":"backend error"}}');
    }
    const name =
      req.method === 'PATCH' ? path.slice('/v3/'.length).split('?')[0] : `${path.slice('/v3/'.length)}/intent-${++n}`;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ name, ...body }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const credentialsJson = JSON.stringify({
    type: 'service_account',
    client_email: 'parley-sync@demo-project.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${base}/token`,
  });
  return {
    base,
    credentialsJson,
    calls,
    setFailing(v: boolean) {
      failIntents = v;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
