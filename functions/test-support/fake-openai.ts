import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the answer reports it used (OpenAI's `usage`); AI Cost Optimization counts it. */
export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

/**
 * A local OpenAI-compatible server for provider tests: records each chat.completions request and
 * answers with whatever the test's responder returns (a JSON string for the message, or an HTTP error).
 * Embeddings have their own fake (fake-embeddings.ts, in fake-providers.ts).
 */
export interface FakeOpenAi {
  baseURL: string;
  requests: { path: string; headers: IncomingMessage['headers']; body: any }[];
  /** `delayMs` holds the answer back (a slow upstream). */
  respond: (body: any) => { status?: number; content?: string; delayMs?: number; usage?: FakeUsage };
  close(): Promise<void>;
}

export async function startFakeOpenAi(respond: FakeOpenAi['respond']): Promise<FakeOpenAi> {
  const fake = { requests: [], respond } as unknown as FakeOpenAi;
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? JSON.parse(raw) : undefined;
    fake.requests.push({ path: req.url ?? '', headers: req.headers, body });
    // chat completions only: an intent saved while this fake stands in for OpenAI asks for embeddings,
    // which it refuses as a server without them would (the save goes on without vectors, matched lexically)
    if (req.url?.endsWith('/embeddings')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ error: { message: 'embeddings are not served here', type: 'invalid_request_error' } }),
      );
    }
    const {
      status = 200,
      content = '{}',
      delayMs = 0,
      usage = { prompt_tokens: 1, completion_tokens: 1 },
    } = fake.respond(body);
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    if (res.destroyed) return; // the client gave up (its signal fired)
    res.writeHead(status, { 'content-type': 'application/json' });
    if (status !== 200)
      return res.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
    res.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body?.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise((r) => server.close(() => r()));
  return fake;
}
