import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetAppSecrets } from '../adapters/app-secrets';
import { resetConfigCache } from '../base/env';
import { ORIGIN_VERIFY_HEADER } from '../kit/cloudfront-headers';
import { httpEvent, lambdaContext } from '../test-support/http-event';
import { fillPath, loadRouteCatalogue } from './route-catalogue';

/**
 * Generated from routes.ts (issue 28 item 5): every route, whatever its auth level, refuses a request
 * that went around CloudFront (no origin-verify header), before it reads a body, a session or the table.
 */
const catalogue = await loadRouteCatalogue();
const saved = { ...process.env };
beforeAll(() => {
  process.env.ORIGIN_VERIFY_SECRET ??= 's'.repeat(48);
  resetConfigCache();
  resetAppSecrets();
});
afterAll(() => {
  process.env = { ...saved };
  resetConfigCache();
  resetAppSecrets();
});

type Handler = (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;

describe('every route refuses a caller who went around CloudFront', () => {
  it.each(catalogue.map((r) => [r.key, r] as const))('%s', async (_key, route) => {
    const { handler } = (await import(`../../${route.entry}`)) as { handler: Handler };
    const path = fillPath(route.path, Object.fromEntries(route.paramNames.map((n) => [n, 'x1'])));
    const event = httpEvent(route.method, path, {
      body: route.method === 'GET' ? undefined : {},
      headers: { origin: process.env.APP_ORIGIN ?? 'http://localhost:9', cookie: 'parley_session=x' },
    });
    delete event.headers[ORIGIN_VERIFY_HEADER];
    event.routeKey = `${route.method} ${route.path}`;
    const res = await handler(event, lambdaContext());
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body ?? '{}').error.message).toMatch(/through the app/);
  });
});
