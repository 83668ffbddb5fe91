import { agent } from '@shared/api/routes/agent';
import { idempotentCall } from './idempotent-write';

/** Issue 27 item 4: the agent's reply is retried with the key it was sent with, so it is stored once. */
const policy = { attempts: 4, baseMs: 1, timeoutMs: 1000 };
const keysOf = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) => ((init as RequestInit).headers as Record<string, string>)['Idempotency-Key']);
afterEach(() => vi.unstubAllGlobals());

describe('idempotentCall', () => {
  it('retries a network error, a 504 and "in progress" with the same Idempotency-Key', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Response.json({ error: { code: 'UPSTREAM_TIMEOUT', message: 'slow' } }, { status: 504 }),
      () => Response.json({ error: { code: 'IDEMPOTENCY_IN_PROGRESS', message: 'wait' } }, { status: 409 }),
      () => Response.json({ message: { id: 'm1' } }),
    ];
    const fetchMock = vi.fn(async () => answers.shift()!());
    vi.stubGlobal('fetch', fetchMock);
    const body = { conversationId: 'c1', content: 'Hello', senderType: 'human_agent' as const };
    await expect(idempotentCall(agent.sendMessage, { body }, policy)).resolves.toEqual({ message: { id: 'm1' } });
    const keys = keysOf(fetchMock);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    fetchMock.mockImplementation(async () => Response.json({ message: { id: 'm2' } }));
    await idempotentCall(agent.sendMessage, { body }, policy);
    expect(keysOf(fetchMock)[4]).not.toBe(keys[0]); // the same text sent again after success: a new reply
  });

  it('gives up after the bounded attempts, keeps the key for the same reply, and never retries a 4xx', async () => {
    const fetchMock = vi.fn(async () => Response.json({ error: { message: 'down' } }, { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const body = { conversationId: 'c1', content: 'Are you there?', senderType: 'human_agent' as const };
    await expect(idempotentCall(agent.sendMessage, { body }, policy)).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    fetchMock.mockImplementation(async () => Response.json({ error: { code: 'CONFLICT' } }, { status: 409 }));
    await expect(idempotentCall(agent.sendMessage, { body }, policy)).rejects.toMatchObject({ status: 409 });
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(new Set(keysOf(fetchMock)).size).toBe(1);
  });
});
