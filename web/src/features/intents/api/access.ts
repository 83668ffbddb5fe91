import { mayAccess, type RoleLevel } from '../../../../../shared/access';
import { useSession } from '../../../lib/api/session';

/**
 * The level (shared/access.ts) each AI Training Center call needs: the same level its handler declares
 * with `http({ auth })` — functions/security/web-action-levels.test.ts fails when they drift apart.
 * The page offers an action only to roles of its level, so no button ends in a 403.
 */
export const INTENT_API_LEVELS = {
  'GET /api/intents': 'trainer',
  'POST /api/intents': 'trainer',
  'PUT /api/intents/{id}': 'trainer',
  'DELETE /api/intents/{id}': 'trainer',
  'POST /api/intents/{id}/phrases': 'trainer',
  'POST /api/intents/{id}/enhance': 'trainer',
  'POST /api/intents/{id}/sync-dialogflow': 'trainer',
  'POST /api/intents/sync-dialogflow': 'trainer',
  'GET /api/intents/sync-dialogflow/{jobId}': 'trainer',
  'POST /api/intents/optimize-training': 'trainer',
  'GET /api/intents/analytics': 'trainer',
  'GET /api/intents/answer-level': 'trainer',
  'PUT /api/intents/answer-level': 'trainer',
} as const satisfies Record<string, RoleLevel>;

export type IntentCall = keyof typeof INTENT_API_LEVELS;

/** Whether the signed-in user may make a call; false while nobody is known to be signed in. */
export function useMayCall(): (call: IntentCall) => boolean {
  const { data: user } = useSession();
  return (call) => (user ? mayAccess(user.role, INTENT_API_LEVELS[call]) : false);
}
