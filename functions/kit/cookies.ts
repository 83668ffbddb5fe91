import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../base/env';

/**
 * Session cookies (DESIGN §4): HttpOnly, SameSite=Lax; Secure with the __Host- prefix over https.
 * The refresh token rides on a narrower path so ordinary API calls never carry it.
 */
export const REFRESH_PATH = '/api/auth';

function secure(): boolean {
  return (config('APP_ORIGIN').APP_ORIGIN ?? '').startsWith('https://');
}
export function sessionCookieName(): string {
  return secure() ? '__Host-parley_session' : 'parley_session';
}
export function refreshCookieName(): string {
  // __Host- demands Path=/, so the narrower-path refresh cookie uses __Secure- instead
  return secure() ? '__Secure-parley_refresh' : 'parley_refresh';
}

function serialize(name: string, value: string, path: string, maxAgeSeconds: number): string {
  const parts = [`${name}=${value}`, `Path=${path}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (secure()) parts.push('Secure');
  return parts.join('; ');
}

const REFRESH_TOKEN_DAYS = 30;

/** The refresh cookie lives as long as the refresh token, or less when the session ends sooner (its timeout). */
export function sessionCookies(
  idToken: string,
  refreshToken: string | undefined,
  idTtlSeconds: number,
  sessionSecondsLeft = REFRESH_TOKEN_DAYS * 24 * 3600,
): string[] {
  const cookies = [serialize(sessionCookieName(), idToken, '/', idTtlSeconds)];
  const refreshTtl = Math.max(0, Math.min(REFRESH_TOKEN_DAYS * 24 * 3600, sessionSecondsLeft));
  if (refreshToken) cookies.push(serialize(refreshCookieName(), refreshToken, REFRESH_PATH, refreshTtl));
  return cookies;
}

export function clearedCookies(): string[] {
  return [serialize(sessionCookieName(), '', '/', 0), serialize(refreshCookieName(), '', REFRESH_PATH, 0)];
}

/**
 * API Gateway v2 puts cookies in event.cookies; a plain Cookie header is read too. A value that is not
 * valid percent-encoding (`parley_session=%`) counts as no cookie: the caller answers 401, not 500.
 */
export function readCookie(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const all = [...(event.cookies ?? []), ...(event.headers?.cookie ?? '').split(';')];
  for (const c of all) {
    const i = c.indexOf('=');
    if (i > 0 && c.slice(0, i).trim() === name) return decodeCookieValue(c.slice(i + 1).trim());
  }
  return undefined;
}

function decodeCookieValue(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw) || undefined;
  } catch {
    return undefined;
  }
}
