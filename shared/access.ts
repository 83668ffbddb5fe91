import type { Role } from './enums';

/**
 * Who may do what, as one table the API and the web app both read: the API checks a route's level
 * (functions/kit/auth.ts), the web app shows a screen or an action only to the roles of the level its
 * API needs, so nobody is offered something that ends in a 403.
 */
export type RoleLevel = 'signedIn' | 'customer' | 'trainer' | 'agent' | 'owner' | 'admin';

/**
 * A route's auth level (its contract in shared/api/, enforced by functions/kit/auth.ts): `public` needs
 * nothing, `visitor` a widget token, `api-key` the tenant's read-API key (docs/api.md), a role level a
 * session cookie whose role is in LEVEL_ROLES.
 */
export type AuthLevel = 'public' | 'visitor' | 'api-key' | RoleLevel;

export const LEVEL_ROLES: Record<RoleLevel, readonly Role[]> = {
  signedIn: ['business_owner', 'ai_trainer', 'human_agent', 'admin'],
  customer: ['business_owner', 'ai_trainer', 'human_agent'],
  trainer: ['business_owner', 'ai_trainer'],
  agent: ['business_owner', 'human_agent'],
  owner: ['business_owner'],
  admin: ['admin'],
};

export function mayAccess(role: Role, level: RoleLevel): boolean {
  return LEVEL_ROLES[level].includes(role);
}

/** How a role is named to users (the enum values are identifiers, not words). */
export const ROLE_LABELS: Record<Role, string> = {
  business_owner: 'Business owner',
  ai_trainer: 'AI trainer',
  human_agent: 'Human agent',
  admin: 'Platform admin',
};
