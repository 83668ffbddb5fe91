import { httpRoutes } from '../routes';

/**
 * The cors routes of routes.ts, as kit/cors.ts needs them. Lambda bundles get this list as a literal
 * (infra/build-functions.ts replaces this module), so no function carries the whole route table.
 */
export const corsRoutes = httpRoutes
  .filter((r) => r.cors)
  .map(({ method, path, entry, cors }) => ({ method, path, entry, cors }));
