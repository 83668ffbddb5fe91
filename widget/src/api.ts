import type { SendVisitorAttachmentResponse, UploadTicket } from '@shared/schemas/attachments';
import type {
  LiveTicketResponse,
  StartConversationResponse,
  WidgetMessagesResponse,
  WidgetPublicConfig,
} from '@shared/schemas/widget-public';

/** A failed widget call: `status` 0 means the server could not be reached. */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = '',
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Bounded retries of the writes that carry an idempotency key (the server runs each key once). */
export interface RetryPolicy {
  attempts: number;
  /** First back-off; doubled each time, with jitter, or the server's Retry-After. */
  baseMs: number;
  /** One attempt's limit: a request that hangs is retried with the same key. */
  timeoutMs: number;
}
// the message route may take 25 s (routes.ts AI_TIMEOUT_SECONDS) before the server answers itself
const RETRY: RetryPolicy = { attempts: 4, baseMs: 500, timeoutMs: 30_000 };

/** A key per logical action; randomUUID needs a secure context, getRandomValues does not. */
function newKey(): string {
  if (crypto.randomUUID) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The public widget API. Calls carry no cookies (credentials: 'omit'): the widget runs on customers'
 * sites, and the visitor token travels as `Authorization: Bearer`. The conversation start and a message
 * carry an `Idempotency-Key`: a network error, a timeout, a 5xx or "still in progress" (409) is retried
 * with the SAME key, so the server answers the first result instead of opening a second conversation or
 * storing the message twice. A write that still fails keeps its key: sending the same text again (the
 * panel gives it back) is the same action and reuses it.
 */
export function widgetApi(apiUrl: string, clientId: string, token: () => string | null, retry: RetryPolicy = RETRY) {
  const base = `${apiUrl.replace(/\/$/, '')}/api/widget`;
  const pendingKeys = new Map<string, string>();
  async function attempt<T>(method: string, path: string, body: unknown, key?: string, timeoutMs?: number) {
    const headers: Record<string, string> = {};
    const t = token();
    if (t) headers.authorization = `Bearer ${t}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    let res: Response;
    try {
      res = await fetch(base + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
      });
    } catch {
      throw new WidgetApiError(0, 'We cannot reach the chat service right now.');
    }
    const data = await res.json().catch(() => ({}));
    if (!res.ok) {
      const e = data?.error ?? {};
      const err = new WidgetApiError(res.status, e.message ?? 'Something went wrong.', e.code, e.fields);
      (err as { retryAfter?: number }).retryAfter = Number(res.headers.get('retry-after')) || 0;
      throw err;
    }
    return data as T;
  }
  const call = <T>(method: string, path: string, body?: unknown) => attempt<T>(method, path, body);
  /** A write run once by the server however often it is sent (see above). */
  async function write<T>(path: string, body: unknown): Promise<T> {
    const action = `${path} ${JSON.stringify(body)}`;
    const key = pendingKeys.get(action) ?? newKey();
    pendingKeys.set(action, key);
    for (let i = 1; ; i++) {
      try {
        const answer = await attempt<T>('POST', path, body, key, retry.timeoutMs);
        pendingKeys.delete(action);
        return answer;
      } catch (err) {
        const e = err as WidgetApiError & { retryAfter?: number };
        const retriable = e.status === 0 || e.status >= 500 || e.code === 'IDEMPOTENCY_IN_PROGRESS';
        // a refusal (4xx) is the answer to this action: the next send is a new one
        if (!retriable) pendingKeys.delete(action);
        if (!retriable || i >= retry.attempts) throw err;
        await sleep(e.retryAfter ? e.retryAfter * 1000 : retry.baseMs * 2 ** (i - 1) * (0.5 + Math.random()));
      }
    }
  }
  const id = encodeURIComponent(clientId);
  return {
    config: () => call<{ config: WidgetPublicConfig }>('GET', `/${id}/config`).then((r) => r.config),
    /** `webpageId`: started from an AI webpage's widget, so that page counts a conversion. */
    // the page it starts on: a reply by email links back to it (the server keeps it on this site only)
    start: (fields: Record<string, string>, webpageId?: string) =>
      write<StartConversationResponse>(`/${id}/conversations`, {
        fields,
        pageUrl: location.href.split('#')[0],
        ...(webpageId ? { webpageId } : {}),
      }),
    send: (content: string) => write<WidgetMessagesResponse>('/messages', { content }),
    after: (after?: string) =>
      call<WidgetMessagesResponse>('GET', `/messages${after ? `?after=${encodeURIComponent(after)}` : ''}`),
    liveTicket: () => call<LiveTicketResponse>('POST', '/live-ticket').then((r) => r.ticket),
    escalate: (reason?: string) => call<WidgetMessagesResponse>('POST', '/escalate', reason ? { reason } : {}),
    /** "Email me this conversation": to the lead's address; `email` only when the conversation has none. */
    transcript: (email?: string) => call<{ sentTo: string }>('POST', '/transcript', email ? { email } : {}),
    /** Where the reply by email goes, after a handoff nobody was online for. */
    replyAddress: (email: string) =>
      call<{ conversation: WidgetMessagesResponse['conversation'] }>('POST', '/reply-address', { email }),
    /** The visitor's rating once the chat was resolved (issue 32): 1–5, a comment if they wrote one. */
    rate: (rating: number, comment: string) => call('POST', '/rating', comment ? { rating, comment } : { rating }),
    /** A file (issue 32 item 6, attachments.ts): the presigned upload, then the send once it is in S3. */
    upload: (file: { name: string; contentType: string; size: number }) =>
      call<UploadTicket>('POST', '/attachments/uploads', file),
    sendFile: (id: string) => call<SendVisitorAttachmentResponse>('POST', '/attachments/send', { id }),
  };
}
export type WidgetApi = ReturnType<typeof widgetApi>;

/**
 * How new messages reach the panel. Polling today; the WebSocket client of "Chat, part 2" implements
 * the same interface and falls back to this one.
 */
export interface Transport {
  start(onUpdate: (r: WidgetMessagesResponse) => void, lastId: () => string | undefined): void;
  stop(): void;
}

export function pollingTransport(api: WidgetApi, intervalMs = 2000): Transport {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  return {
    start(onUpdate, lastId) {
      if (running) return;
      running = true;
      const tick = async () => {
        try {
          onUpdate(await api.after(lastId()));
        } catch {
          // a missed poll is retried on the next tick; the panel reports lasting failures on send
        }
        if (running) timer = setTimeout(tick, intervalMs);
      };
      timer = setTimeout(tick, intervalMs);
    },
    stop() {
      running = false;
      clearTimeout(timer);
    },
  };
}
