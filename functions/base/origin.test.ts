import { afterEach, describe, expect, it } from 'vitest';
import { httpEvent } from '../test-support/http-event';
import { resetConfigCache } from './env';
import { checkOrigin } from './origin';

const saved = process.env.APP_ORIGIN;
afterEach(() => {
  if (saved === undefined) delete process.env.APP_ORIGIN;
  else process.env.APP_ORIGIN = saved;
  resetConfigCache();
});

const post = (headers: Record<string, string>) => httpEvent('POST', '/api/x', { headers });
const withAppOrigin = (origin: string) => {
  process.env.APP_ORIGIN = origin;
  resetConfigCache();
};

describe('origin check', () => {
  it('allows only APP_ORIGIN when it is set, whatever Host or X-Forwarded-Host claim', () => {
    withAppOrigin('https://app.parley.example');
    expect(() => checkOrigin(post({ origin: 'https://app.parley.example' }))).not.toThrow();
    expect(() => checkOrigin(post({ origin: 'https://evil.example', host: 'evil.example' }))).toThrow(/origin/);
    expect(() => checkOrigin(post({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }))).toThrow(
      /origin/,
    );
    // the host the request really reached is not an origin either, once APP_ORIGIN names the app
    expect(() => checkOrigin(post({ origin: 'http://localhost:3000' }))).toThrow(/origin/);
  });

  it('refuses cross-site fetches and lets requests without Origin through (cookies still rule)', () => {
    withAppOrigin('https://app.parley.example');
    expect(() => checkOrigin(post({ 'sec-fetch-site': 'cross-site' }))).toThrow(/Cross-site/);
    expect(() => checkOrigin(post({}))).not.toThrow();
  });

  it('falls back to the request host only when no APP_ORIGIN is configured', () => {
    delete process.env.APP_ORIGIN;
    resetConfigCache();
    expect(() => checkOrigin(post({ origin: 'http://localhost:3000' }))).not.toThrow();
    expect(() => checkOrigin(post({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }))).toThrow();
  });
});
