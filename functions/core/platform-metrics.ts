import { db } from '../db/service';
import { rootLogger } from '../kit/logger';

/**
 * The write side of the platform's daily figures (db/entities/platform-metric.ts). Kept tiny: the chat
 * and enrichment functions bundle it and sit close to the 400 KB budget.
 *
 * Each call is one UpdateItem ADD made after the record it counts was written, and never throws: the
 * signup, conversation or answer already happened, so a failed counter write is logged (a figure may
 * then be one short) rather than failing a request whose retry would duplicate the record.
 */
export type GrowthMetric = 'signups' | 'conversations' | 'leads';

/** The UTC day a daily figure belongs to: "2026-11-23" (sorts as time, so a range of days is one Query). */
export const dayPeriod = (at = new Date()): string => at.toISOString().slice(0, 10);

async function bestEffort(what: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (err) {
    rootLogger.warn('platform metric not recorded', { what, err });
  }
}

export function countGrowth(name: GrowthMetric, at = new Date(), by = 1): Promise<void> {
  return bestEffort(name, () =>
    db()
      .entities.platformMetric.update({ scope: 'growth', day: dayPeriod(at), name })
      .add({ count: by })
      .go(),
  );
}

/** One model call; tokens as the SDK response reported them (0 for a provider that reports none). */
export function countAiCall(provider: string, model: string, tokensIn = 0, tokensOut = 0): Promise<void> {
  return bestEffort(`ai:${provider}`, () =>
    db()
      .entities.platformMetric.update({ scope: 'ai', day: dayPeriod(), name: `${provider}:${model}` })
      .add({ count: 1, tokensIn, tokensOut })
      .go(),
  );
}
