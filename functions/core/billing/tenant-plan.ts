import * as db from '../../db/table-entities';
import { planEnded } from './usage-period';

/**
 * The tenant's current plan item, or null when the tenant is unknown or its plan has ended (trial over,
 * cancelled, halted: usage-period.ts `planEnded`). Plan-limited features read their figures from it with
 * their defaults (shared/knowledge-limits.ts, shared/intent-limits.ts).
 */
export async function currentPlan(clientId: string) {
  const { data: client } = await db
    .client()
    .get({ clientId })
    .go({ attributes: ['planId', 'planEndsAt'] });
  if (!client || planEnded(client)) return null;
  const { data: plan } = await db.plan().get({ id: client.planId }).go();
  return plan;
}
