import { httpWith } from './http-factory';

/**
 * The handler factory for public-only routes that no browser calls with a token (webhooks): it bundles
 * neither the session-cookie verifier (kit/http.ts) nor the visitor-token one (kit/visitor-http.ts),
 * which keeps a webhook that runs the whole chat pipeline within its bundle budget.
 */
export const http = httpWith(async (_event, level) => {
  if (level === 'public') return null;
  throw new Error(`kit/public-http serves public routes only, not '${level}': use kit/http or kit/visitor-http`);
});
