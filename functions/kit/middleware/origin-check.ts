import { checkOrigin } from '../../base/origin';
import { corsMethodsOfEvent } from './cors';
import type { KitMiddleware } from './state';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A state-changing request must come from the app's own origin (base/origin.ts). Cors routes
 * (routes.ts) are exempt: customers' sites call them with a Bearer token, never cookies.
 */
export const originCheck = (): KitMiddleware => ({
  name: 'originCheck',
  before: ({ event }) => {
    const method = event.requestContext?.http?.method ?? 'GET';
    if (WRITE_METHODS.has(method) && !corsMethodsOfEvent(event)) checkOrigin(event);
  },
});
