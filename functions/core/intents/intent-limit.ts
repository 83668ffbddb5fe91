import { ERROR_CODES } from '@shared/api-error';
import { intentsLimit } from '@shared/intent-limits';
import { AppError } from '../../base/errors';
import * as db from '../../db/table-entities';
import { currentPlan } from '../billing/tenant-plan';

/** The tenant's plan's intent limit (shared/intent-limits.ts): its plan, if current, else the default. */
export const planIntentsLimit = async (clientId: string): Promise<number> => intentsLimit(await currentPlan(clientId));

/** How many intents the tenant has (one keys-only Query of its intents). */
export async function countIntents(clientId: string): Promise<number> {
  const { data } = await db
    .intent()
    .query.byId({ clientId })
    .go({ pages: 'all', attributes: ['id'] });
  return data.length;
}

/**
 * A 402 (quota exceeded) saying the plan's limit when `adding` more intents would pass it; `field` names the
 * request field that asked for them (the bulk accept's `intents`).
 */
export async function checkIntentRoom(clientId: string, adding: number, field?: string): Promise<void> {
  const [limit, count] = await Promise.all([planIntentsLimit(clientId), countIntents(clientId)]);
  if (count + adding <= limit) return;
  const room = Math.max(0, limit - count);
  const message =
    room === 0
      ? `Your plan allows ${limit} intents and you have ${count}. Delete some or upgrade your plan to add more.`
      : `Your plan allows ${limit} intents: you have ${count}, so ${room} more can be added, not ${adding}.`;
  throw new AppError(402, ERROR_CODES.QUOTA_EXCEEDED, message, field ? { [field]: message } : undefined);
}
