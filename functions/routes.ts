/**
 * THE route table. Infra (one Lambda per HTTP route), the local gateway and the generated security
 * suites all read this list; nothing else lists routes. Auth levels live with each handler
 * (`http({ auth })`), so the code that enforces a level is the code that declares it.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRoute {
  method: HttpMethod;
  /** API Gateway style path, parameters in braces: /api/intents/{id} */
  path: string;
  /** Handler module relative to the repo root; it exports `handler`. */
  entry: string;
}

export interface WsRoute {
  routeKey: '$connect' | '$disconnect' | '$default';
  entry: string;
}

export interface QueueConsumer {
  name: string;
  entry: string;
}

const h = (method: HttpMethod, path: string, entry: string): HttpRoute => ({
  method,
  path,
  entry: `functions/http/${entry}.ts`,
});

export const httpRoutes: HttpRoute[] = [
  // public site (spec part 1 §7)
  h('GET', '/api/plans', 'plans/list-plans'),
  h('POST', '/api/contacts', 'contacts/create-contact'),
  h('POST', '/api/newsletter', 'newsletter/subscribe-newsletter'),
  // identity (spec part 1 §7, DESIGN §4)
  h('POST', '/api/auth/register', 'auth/register'),
  h('POST', '/api/auth/login', 'auth/login'),
  h('POST', '/api/auth/refresh', 'auth/refresh'),
  h('POST', '/api/auth/logout', 'auth/logout'),
  h('GET', '/api/auth/me', 'auth/me'),
  h('GET', '/api/settings/profile', 'settings/get-profile'),
  h('GET', '/api/user/profile', 'user/get-profile'),
  // customer dashboard
  h('GET', '/api/dashboard', 'dashboard/get-dashboard'),
  // AI Training Center (spec part 1 §7)
  h('GET', '/api/intents', 'intents/list-intents'),
  h('POST', '/api/intents', 'intents/create-intent'),
  h('GET', '/api/intents/analytics', 'intents/get-intent-analytics'),
  h('POST', '/api/intents/sync-dialogflow', 'intents/sync-all-intents'),
  h('POST', '/api/intents/optimize-training', 'intents/optimize-training'),
  h('PUT', '/api/intents/{id}', 'intents/update-intent'),
  h('DELETE', '/api/intents/{id}', 'intents/delete-intent'),
  h('POST', '/api/intents/{id}/enhance', 'intents/enhance-intent'),
  h('POST', '/api/intents/{id}/sync-dialogflow', 'intents/sync-intent'),
];

export const wsRoutes: WsRoute[] = [];

export const queueConsumers: QueueConsumer[] = [];

/** A stable function name for a route, used for Lambda ids and bundle file names. */
export function routeId(route: HttpRoute): string {
  return route.entry
    .replace(/^functions\/http\//, '')
    .replace(/\.ts$/, '')
    .replace(/[^a-zA-Z0-9]+/g, '-');
}
