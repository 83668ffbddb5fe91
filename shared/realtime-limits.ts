/** The live channel's limits (DESIGN §5), free of zod so the widget can read them. */
/** A client frame larger than this is answered with an `error` event and otherwise ignored. */
export const MAX_WS_FRAME_BYTES = 32 * 1024;
/** API Gateway closes a connection idle for 10 minutes; clients ping well inside it. */
export const WS_HEARTBEAT_MS = 4 * 60_000;
/** API Gateway ends every connection after 2 hours; clients reconnect on their own before that. */
export const WS_RECONNECT_BEFORE_MS = 110 * 60_000;
/** Backoff after a drop: 1 s doubling to 30 s, with jitter. */
export const WS_BACKOFF_MIN_MS = 1000;
export const WS_BACKOFF_MAX_MS = 30_000;
/** A connection item lives a little longer than API Gateway keeps the connection open. */
export const WS_CONNECTION_TTL_SECONDS = 2 * 3600 + 300;
/**
 * Agent presence (issue 32 item 2): the Agent Portal turns an agent away after this many minutes without
 * input (mouse, keys, touch, scroll) and back online at the next input, unless the agent chose away or
 * offline themselves (PUT /api/inbox/presence with `auto`, shared/schemas/presence.ts).
 */
export const PRESENCE_IDLE_MINUTES = 5;
