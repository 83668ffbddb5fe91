import type { KitMiddleware, KitRequest } from './state';

/**
 * One spelling for every header name, whoever set it (middy's helmet port capitalises). A header the
 * handler set itself (always lower-case, e.g. the printable invoice's own CSP) wins over the default.
 */
export const lowerCaseHeaders = (): KitMiddleware => ({
  name: 'lowerCaseHeaders',
  after: lowerCase,
  onError: lowerCase,
});

function lowerCase({ response }: KitRequest) {
  if (!response?.headers) return;
  const headers: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(response.headers)) {
    const key = k.toLowerCase();
    if (k !== key && key in headers) continue;
    headers[key] = v;
  }
  response.headers = headers;
}
