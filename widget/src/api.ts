import type {
  LiveTicketResponse,
  StartConversationResponse,
  WidgetMessagesResponse,
  WidgetPublicConfig,
} from '../../shared/schemas/widget-public';

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

/**
 * The public widget API. Calls carry no cookies (credentials: 'omit'): the widget runs on customers'
 * sites, and the visitor token travels as `Authorization: Bearer`.
 */
export function widgetApi(apiUrl: string, clientId: string, token: () => string | null) {
  const base = `${apiUrl.replace(/\/$/, '')}/api/widget`;
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    const t = token();
    if (t) headers.authorization = `Bearer ${t}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(base + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
      });
    } catch {
      throw new WidgetApiError(0, 'We cannot reach the chat service right now.');
    }
    const data = await res.json().catch(() => ({}));
    if (!res.ok) {
      const e = data?.error ?? {};
      throw new WidgetApiError(res.status, e.message ?? 'Something went wrong.', e.code, e.fields);
    }
    return data as T;
  }
  const id = encodeURIComponent(clientId);
  return {
    config: () => call<{ config: WidgetPublicConfig }>('GET', `/${id}/config`).then((r) => r.config),
    /** `webpageId`: started from an AI webpage's widget, so that page counts a conversion. */
    start: (fields: Record<string, string>, webpageId?: string) =>
      call<StartConversationResponse>('POST', `/${id}/conversations`, webpageId ? { fields, webpageId } : { fields }),
    send: (content: string) => call<WidgetMessagesResponse>('POST', '/messages', { content }),
    after: (after?: string) =>
      call<WidgetMessagesResponse>('GET', `/messages${after ? `?after=${encodeURIComponent(after)}` : ''}`),
    liveTicket: () => call<LiveTicketResponse>('POST', '/live-ticket').then((r) => r.ticket),
    escalate: (reason?: string) => call<WidgetMessagesResponse>('POST', '/escalate', reason ? { reason } : {}),
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
