import type { PublicPlan } from '@shared/schemas/plan';
import * as db from '../../db/table-entities';

/**
 * Active plans for the public catalogue, cheapest first. A price of 0 means "Contact Us" (the
 * enterprise tier), so it sorts after every priced plan rather than before them.
 */
export async function listActivePlans(): Promise<PublicPlan[]> {
  const { data } = await db.plan().query.byId({}).go({ pages: 'all' });
  return data
    .filter((p) => p.isActive)
    .sort((a, b) => priceRank(a.priceMonthly) - priceRank(b.priceMonthly) || a.name.localeCompare(b.name))
    .map(({ id, name, conversationsLimit, priceMonthly, features }) => ({
      id,
      name,
      conversationsLimit,
      priceMonthly,
      features,
    }));
}

const priceRank = (paise: number) => (paise === 0 ? Number.MAX_SAFE_INTEGER : paise);
