import { ERROR_CODES } from '@shared/api-error';
import type { ConnectionTestResult } from '@shared/schemas/admin-config';
import { isTimeout, upstreamSignal } from '../../base/deadline';
import { type Reply, reply } from '../../base/response';

/**
 * The shared part of every admin Test Connection (providers and payment gateways): one time budget,
 * and one way to turn what the provider answered into a status and a sentence. Messages are ours,
 * never the provider's body: some providers echo part of the key they refused.
 */
export const TEST_TIMEOUT_MS = 8000;

export interface ProbeOutcome {
  ok: boolean;
  /** What our API answers: 200, 400 (incomplete or refused credentials), 502 (provider failed), 504. */
  status: number;
  message: string;
}

export const passed = (message: string): ProbeOutcome => ({ ok: true, status: 200, message });
export const failed = (status: number, message: string): ProbeOutcome => ({ ok: false, status, message });
export const timedOut = (name: string) => failed(504, `${name} did not answer within ${TEST_TIMEOUT_MS / 1000} s`);

/**
 * Runs a probe within TEST_TIMEOUT_MS (less when the request has less left): the signal aborts the
 * probe's fetches, and the race answers even when a step (Google's token call) has its own longer cap.
 */
export async function withinBudget(name: string, probe: (signal: AbortSignal) => Promise<ProbeOutcome>) {
  const signal = upstreamSignal(TEST_TIMEOUT_MS);
  const expired = new Promise<ProbeOutcome>((resolve) =>
    signal.addEventListener('abort', () => resolve(timedOut(name)), { once: true }),
  );
  try {
    return await Promise.race([probe(signal), expired]);
  } catch (err) {
    if (isTimeout(err) || signal.aborted) return timedOut(name);
    // a fixed sentence: fetch's own error text can quote a header value, i.e. the key being tested
    return failed(502, `${name} could not be reached`);
  }
}

/** What a provider's HTTP status means for the admin: refused credentials, nothing found, or a fault. */
export function judge(name: string, credential: string, status: number, found: string): ProbeOutcome | null {
  if (status >= 200 && status < 300) return null;
  if (status === 401 || status === 403) return failed(400, `${name} rejected the ${credential} (${status})`);
  if (status === 404) return failed(400, `${name} did not find ${found} (404)`);
  if (status >= 400 && status < 500) return failed(400, `${name} refused the request (${status})`);
  return failed(502, `${name} answered with an error (${status})`);
}

/** One authenticated request; the answer's body is read only by `inspect` (never quoted back). */
export async function request(
  url: string,
  init: RequestInit & { signal: AbortSignal },
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body };
}

/**
 * A Test Connection's answer: 200 `{success: true, message}`, or the failure's status with
 * `{success: false, message}` plus the API's usual `error` object, so clients that read
 * `error.message` on any 4xx/5xx (the web's api-client) show the same sentence.
 */
export function connectionTestReply(result: ProbeOutcome & { testedAt: string }): Reply {
  const body: ConnectionTestResult = { success: result.ok, message: result.message, testedAt: result.testedAt };
  if (result.ok) return reply(200, body);
  const code =
    result.status === 504
      ? ERROR_CODES.UPSTREAM_TIMEOUT
      : result.status >= 500
        ? ERROR_CODES.UPSTREAM
        : ERROR_CODES.VALIDATION;
  return reply(result.status, { ...body, error: { code, message: result.message } });
}

/** The activity entry of a Test Connection ('config.tested', 'gateway.tested'): info when it passed, warn when not. */
export const testActivity = (action: string, name: string, result: ProbeOutcome) => ({
  level: result.ok ? ('info' as const) : ('warn' as const),
  category: 'api' as const,
  action,
  message: `${name} connection test ${result.ok ? 'succeeded' : 'failed'}: ${result.message}`,
});
