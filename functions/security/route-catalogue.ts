import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Role } from '@shared/enums';
import { ROLES } from '@shared/enums';
import { type AuthLevel, LEVEL_ROLES } from '../kit/auth';
import type { RouteMeta } from '../kit/http';
import { type HttpRoute, httpRoutes } from '../routes';

export interface CataloguedRoute extends HttpRoute {
  key: string;
  meta: RouteMeta;
  paramNames: string[];
}

/** Every route of routes.ts with its handler's meta (its contract's level and schemas) — what the generated suites walk. */
export async function loadRouteCatalogue(): Promise<CataloguedRoute[]> {
  const root = resolve(import.meta.dirname, '../..');
  return Promise.all(
    httpRoutes.map(async (r) => {
      const mod = (await import(pathToFileURL(resolve(root, r.entry)).href)) as { handler?: { meta?: RouteMeta } };
      if (!mod.handler?.meta) throw new Error(`${r.entry} must export a handler built with http() (it has no meta)`);
      return {
        ...r,
        key: `${r.method} ${r.path}`,
        meta: mod.handler.meta,
        paramNames: [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
      };
    }),
  );
}

/** Levels whose caller belongs to one tenant (a tenant role's session, or the tenant's API key). */
export const isTenantLevel = (level: AuthLevel) => ['customer', 'trainer', 'agent', 'owner', 'api-key'].includes(level);

/**
 * Roles that must be refused by a level (none for public, visitor and signedIn; none for api-key, where
 * no session counts at all: a cookie of any role is no key, a 401).
 */
export function forbiddenRoles(level: AuthLevel): Role[] {
  if (level === 'public' || level === 'visitor' || level === 'api-key') return [];
  return ROLES.filter((r) => !LEVEL_ROLES[level].includes(r));
}

/** One role that a level admits, used to act as an allowed caller. */
export function allowedRole(level: AuthLevel): Role | null {
  if (level === 'public' || level === 'visitor' || level === 'api-key') return null;
  return LEVEL_ROLES[level][0];
}

export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'missing'));
}
