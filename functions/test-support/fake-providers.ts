import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeBilling, type FakeBilling } from './fake-billing';
import { embeddingsAnswer } from './fake-embeddings';

export { signRazorpayPayment, signRazorpayWebhook, signStripeWebhook } from './fake-billing';

/**
 * One local server standing in for every provider the admin's Test Connection calls, routed by the
 * first path segment: /openai (OpenAI baseURL; the models list and embeddings, fake-embeddings.ts), /gemini, /perplexity, /whatsapp (Graph API: the phone
 * number lookup and sending messages, which it records in `whatsappSent`), /google (gtag.js, the token endpoint,
 * Dialogflow CX, CCAI and Vertex AI), /stripe and /razorpay. Each checks the
 * credentials as the provider does and answers the provider's shapes: its success body for the right
 * key, its refusal (status and error body) for a wrong one. `delayMs` holds every answer back.
 * Billing (test-support/fake-billing.ts): stateful Razorpay plans, subscriptions and invoices, Stripe
 * Checkout Sessions, subscriptions and invoices, a stand-in Razorpay Checkout script, and `billing`'s
 * controls to move them along as the customer or the gateway would (the Razorpay status also over HTTP
 * at /__control, for Playwright's workers, which do not share the process that started the fakes).
 */
export interface FakeProviders {
  base: string;
  /** The credentials each fake accepts. */
  keys: {
    openai: string;
    gemini: string;
    perplexity: string;
    whatsapp: string;
    stripe: string;
    razorpay: { keyId: string; keySecret: string };
    /** The GA4 measurement id the fake Google tag host knows (any other well-formed id is a 404). */
    ga4MeasurementId: string;
  };
  /** A service account whose JWT the /google token endpoint accepts, and one it refuses (another key). */
  credentialsJson: string;
  wrongCredentialsJson: string;
  /** What the config fields point at: OpenAI's baseURL, Dialogflow's apiEndpoint. */
  openaiBaseURL: string;
  dialogflowEndpoint: string;
  /** The base/env.ts overrides that send the fixed hosts here. */
  env: Record<
    | 'GEMINI_API_URL'
    | 'PERPLEXITY_API_URL'
    | 'WHATSAPP_API_URL'
    | 'GOOGLE_API_URL'
    | 'STRIPE_API_URL'
    | 'RAZORPAY_API_URL'
    | 'RAZORPAY_CHECKOUT_URL',
    string
  >;
  /** Text messages the WhatsApp fake accepted (POST /{version}/{phoneNumberId}/messages), oldest first. */
  whatsappSent: WhatsappSent[];
  /**
   * Media a WhatsApp customer "sent" (issue 32 item 6): its id for a delivery's image/document message;
   * the Cloud API answers GET /{version}/{mediaId} with a URL that serves the bytes to the same token.
   * Also over HTTP for Playwright's workers: POST /__control/whatsapp/media {base64, mimeType} → {id}.
   */
  addWhatsappMedia(bytes: Uint8Array, mimeType: string): string;
  /**
   * POST /openai/v1/embeddings: every request the right key made (its inputs, model and dimensions), so
   * a test can count batches; `status` other than 200 makes the next answers that HTTP error instead.
   */
  embeddings: { requests: { input: string[]; model: string; dimensions?: number }[]; status: number };
  billing: FakeBilling;
  requests: { method: string; path: string }[];
  delayMs: number;
  close(): Promise<void>;
}

export interface WhatsappSent {
  id: string;
  phoneNumberId: string;
  to: string;
  /** A text message's text; an image or document message's caption ('' without one). */
  body: string;
  /** 'text' unless an image or document message, which carry the link WhatsApp fetched the file from. */
  type?: 'text' | 'image' | 'document';
  link?: string;
  filename?: string;
}

const GOOGLE_TOKEN = 'fake-google-access-token';
const secret = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function serviceAccount(privateKey: string, tokenUri: string) {
  return JSON.stringify({
    type: 'service_account',
    project_id: 'parley-test',
    client_email: 'parley-test@parley-test.iam.gserviceaccount.com',
    private_key: privateKey,
    token_uri: tokenUri,
  });
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = (k: typeof pair.privateKey) => k.export({ type: 'pkcs8', format: 'pem' }).toString();
  const fake = {
    keys: {
      openai: secret('sk-fake-'),
      gemini: secret('AIzaFake'),
      perplexity: secret('pplx-fake-'),
      whatsapp: secret('EAAGfake'),
      stripe: secret('sk_test_fake'),
      razorpay: { keyId: secret('rzp_test_'), keySecret: secret('rzpsecret') },
      ga4MeasurementId: 'G-PARLEY2026',
    },
    requests: [],
    whatsappSent: [],
    embeddings: { requests: [], status: 200 },
    delayMs: 0,
  } as unknown as FakeProviders;

  const bearerOf = (req: IncomingMessage) => (req.headers.authorization ?? '').replace(/^Bearer /, '');
  const media = new Map<string, { bytes: Buffer; mimeType: string }>();
  fake.addWhatsappMedia = (bytes, mimeType) => {
    const id = `${Date.now()}${randomBytes(4).readUInt32BE()}`;
    media.set(id, { bytes: Buffer.from(bytes), mimeType });
    return id;
  };

  const billing = createFakeBilling(fake.keys, () => fake.base);
  fake.billing = billing.api;

  function route(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams, raw: string) {
    const method = req.method ?? 'GET';
    const [, provider] = path.split('/');
    if (provider === 'razorpay' && billing.routeRazorpay(req, res, path, query, raw)) return;
    if (provider === 'stripe' && billing.routeStripe(req, res, path, query, raw)) return;
    if (provider === '__control' && billing.routeControl(req, res, path, raw)) return;
    if (provider === 'openai' && method === 'GET' && path === '/openai/v1/models') {
      if (bearerOf(req) !== fake.keys.openai)
        return send(res, 401, {
          error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' },
        });
      return send(res, 200, {
        object: 'list',
        data: ['gpt-4o', 'gpt-4o-mini'].map((id) => ({ id, object: 'model', created: 0, owned_by: 'openai' })),
      });
    }
    if (provider === 'openai' && method === 'POST' && path === '/openai/v1/embeddings') {
      if (bearerOf(req) !== fake.keys.openai)
        return send(res, 401, {
          error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' },
        });
      const body = JSON.parse(raw || '{}');
      const input: string[] = typeof body.input === 'string' ? [body.input] : (body.input ?? []);
      fake.embeddings.requests.push({ input, model: body.model, dimensions: body.dimensions });
      if (fake.embeddings.status !== 200)
        return send(res, fake.embeddings.status, {
          error: { message: 'The server had an error while processing your request.', type: 'server_error' },
        });
      if (input.length === 0 || input.length > 2048 || input.some((t) => typeof t !== 'string' || t === ''))
        return send(res, 400, {
          error: { message: "'$.input' is invalid.", type: 'invalid_request_error', param: 'input' },
        });
      return void embeddingsAnswer(body).then((answer) => send(res, 200, answer));
    }
    if (provider === 'gemini' && method === 'POST' && /^\/gemini\/v1beta\/models\/[^/]+:generateContent$/.test(path)) {
      if (req.headers['x-goog-api-key'] !== fake.keys.gemini)
        return send(res, 400, {
          error: {
            code: 400,
            message: 'API key not valid. Please pass a valid API key.',
            status: 'INVALID_ARGUMENT',
            details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' }],
          },
        });
      return send(res, 200, { candidates: [{ content: { role: 'model', parts: [{ text: 'p' }] } }] });
    }
    if (provider === 'perplexity' && method === 'POST' && path === '/perplexity/chat/completions') {
      if (bearerOf(req) !== fake.keys.perplexity)
        return send(res, 401, { error: { message: 'Invalid API key', type: 'invalid_api_key', code: 401 } });
      const body = JSON.parse(raw || '{}');
      return send(res, 200, {
        id: 'pplx-test',
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: 'p' } }],
      });
    }
    // the WhatsApp messages sent, for callers in another process (Playwright's workers): GET answers
    // them (?to= filters by recipient), DELETE forgets them
    if (path === '/__control/whatsapp/messages') {
      if (method === 'DELETE') fake.whatsappSent.length = 0;
      const to = query.get('to');
      return send(res, 200, { messages: fake.whatsappSent.filter((m) => !to || m.to === to) });
    }
    if (path === '/__control/whatsapp/media' && method === 'POST') {
      const { base64, mimeType } = JSON.parse(raw || '{}') as { base64: string; mimeType: string };
      return send(res, 200, { id: fake.addWhatsappMedia(Buffer.from(base64, 'base64'), mimeType) });
    }
    const mediaBytes = /^\/whatsapp\/media-bytes\/([^/]+)$/.exec(path);
    if (mediaBytes && method === 'GET') {
      const item = media.get(mediaBytes[1]);
      if (bearerOf(req) !== fake.keys.whatsapp) return send(res, 401, { error: { code: 190 } });
      if (!item) return send(res, 404, { error: { code: 100 } });
      res.writeHead(200, { 'content-type': item.mimeType, 'content-length': item.bytes.length });
      return res.end(item.bytes);
    }
    const sendMessage = /^\/whatsapp\/v\d+\.\d+\/([^/]+)\/messages$/.exec(path);
    if (sendMessage && method === 'POST') {
      if (bearerOf(req) !== fake.keys.whatsapp)
        return send(res, 401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
      let body: {
        messaging_product?: string;
        to?: string;
        type?: string;
        text?: { body?: string };
        image?: { link?: string; caption?: string };
        document?: { link?: string; caption?: string; filename?: string };
      };
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        return send(res, 400, { error: { message: 'Invalid JSON', type: 'OAuthException', code: 100 } });
      }
      const file = body.type === 'image' ? body.image : body.type === 'document' ? body.document : undefined;
      const valid = body.type === 'text' ? Boolean(body.text?.body) : Boolean(file?.link);
      if (body.messaging_product !== 'whatsapp' || !body.to || !valid)
        return send(res, 400, {
          error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 },
        });
      const id = `wamid.fake${randomBytes(8).toString('hex')}`;
      fake.whatsappSent.push(
        file
          ? {
              id,
              phoneNumberId: sendMessage[1],
              to: body.to,
              body: file.caption ?? '',
              type: body.type as 'image' | 'document',
              link: file.link,
              ...(body.document?.filename ? { filename: body.document.filename } : {}),
            }
          : { id, phoneNumberId: sendMessage[1], to: body.to, body: body.text?.body ?? '' },
      );
      return send(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      });
    }
    // Google's tag host: gtag.js for a measurement id it knows, 404 for others
    if (path === '/google/gtag/js' && method === 'GET') {
      if (query.get('id') !== fake.keys.ga4MeasurementId) {
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('Not Found');
      }
      res.writeHead(200, { 'content-type': 'application/javascript' });
      return res.end('/* fake gtag.js */');
    }
    const whatsapp = /^\/whatsapp\/v\d+\.\d+\/([^/]+)$/.exec(path);
    if (whatsapp && method === 'GET') {
      if (bearerOf(req) !== fake.keys.whatsapp)
        return send(res, 401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
      // a media id: where its bytes are, as the Cloud API answers (the URL wants the same token)
      const item = media.get(whatsapp[1]);
      if (item)
        return send(res, 200, {
          messaging_product: 'whatsapp',
          id: whatsapp[1],
          url: `${fake.base}/whatsapp/media-bytes/${whatsapp[1]}`,
          mime_type: item.mimeType,
          file_size: item.bytes.length,
        });
      return send(res, 200, { id: whatsapp[1], display_phone_number: '+1 555-0100', verified_name: 'Parley Test' });
    }
    if (path === '/google/token' && method === 'POST') {
      const [h, p, s] = (new URLSearchParams(raw).get('assertion') ?? '').split('.');
      const ok = createVerify('RSA-SHA256')
        .update(`${h}.${p}`)
        .verify(pair.publicKey, Buffer.from(s ?? '', 'base64url'));
      return ok
        ? send(res, 200, { access_token: GOOGLE_TOKEN, expires_in: 3600, token_type: 'Bearer' })
        : send(res, 401, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
    }
    if (provider === 'google') {
      if (bearerOf(req) !== GOOGLE_TOKEN)
        return send(res, 401, { error: { code: 401, status: 'UNAUTHENTICATED', message: 'Invalid credentials' } });
      const name = path.slice('/google/v3/'.length);
      if (method === 'GET' && /^\/google\/v3\/projects\/[^/]+\/locations\/[^/]+\/agents\/[^/]+$/.test(path))
        return send(res, 200, { name, displayName: 'Parley Test Agent' });
      if (
        method === 'GET' &&
        /^\/google\/v2\/projects\/[^/]+\/locations\/[^/]+\/conversationProfiles\/[^/]+$/.test(path)
      )
        return send(res, 200, { name: path.slice('/google/v2/'.length), displayName: 'Parley Test Profile' });
      if (method === 'POST' && /^\/google\/v1\/projects\/.+\/publishers\/google\/models\/[^/]+:predict$/.test(path))
        return send(res, 200, { predictions: [{ content: 'p' }] });
      return send(res, 404, { error: { code: 404, status: 'NOT_FOUND', message: 'Not found' } });
    }
    if (provider === 'stripe' && method === 'GET' && path === '/stripe/v1/balance') {
      if (bearerOf(req) !== fake.keys.stripe)
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return send(res, 200, { object: 'balance', livemode: false, available: [], pending: [] });
    }
    if (provider === 'razorpay' && method === 'GET' && path === '/razorpay/v1/payments') {
      const { keyId, keySecret } = fake.keys.razorpay;
      if (req.headers.authorization !== `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`)
        return send(res, 401, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' },
        });
      return send(res, 200, { entity: 'collection', count: 0, items: [] });
    }
    send(res, 404, { error: { message: `no fake for ${method} ${path}` } });
  }

  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const [path, search = ''] = (req.url ?? '/').split('?');
    fake.requests.push({ method: req.method ?? 'GET', path });
    if (fake.delayMs > 0) await new Promise((r) => setTimeout(r, fake.delayMs));
    if (res.destroyed) return; // the caller gave up (its timeout fired)
    route(req, res, path, new URLSearchParams(search), raw);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.base = base;
  fake.credentialsJson = serviceAccount(pem(pair.privateKey), `${base}/google/token`);
  fake.wrongCredentialsJson = serviceAccount(pem(other.privateKey), `${base}/google/token`);
  fake.openaiBaseURL = `${base}/openai/v1`;
  fake.dialogflowEndpoint = `${base}/google`;
  fake.env = {
    GEMINI_API_URL: `${base}/gemini`,
    PERPLEXITY_API_URL: `${base}/perplexity`,
    WHATSAPP_API_URL: `${base}/whatsapp`,
    GOOGLE_API_URL: `${base}/google`,
    STRIPE_API_URL: `${base}/stripe`,
    RAZORPAY_API_URL: `${base}/razorpay`,
    RAZORPAY_CHECKOUT_URL: `${base}/razorpay/checkout.js`,
  };
  fake.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return fake;
}
