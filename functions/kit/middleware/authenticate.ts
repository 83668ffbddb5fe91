import { type AuthLevel, requireVerifier, authenticate as verify } from '../auth';
import type { KitMiddleware } from './state';

/** The caller for the route's auth level (kit/auth.ts): 401/403 before any input is read. */
export const authenticate = (level: AuthLevel): KitMiddleware => {
  requireVerifier(level);
  return {
    name: 'authenticate',
    before: async ({ event, internal }) => {
      internal.session = await verify(event, level);
    },
  };
};
