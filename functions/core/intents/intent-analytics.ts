import { ANALYTICS_LIST_MAX, WEAK_CONFIDENCE } from '@shared/constants';
import type { IntentAnalytics } from '@shared/schemas/intent';
import { allIntents } from './intents';

/** GET /api/intents/analytics: computed from the per-intent counters kept on each match. */
export async function intentAnalytics(clientId: string): Promise<IntentAnalytics> {
  const intents = await allIntents(clientId);
  const rows = intents.map((i) => {
    const matchCount = i.matchCount ?? 0;
    return {
      intentId: i.id,
      title: i.title,
      category: i.category,
      matchCount,
      avgConfidence: matchCount ? (i.confidenceSum ?? 0) / matchCount : 0,
      isActive: i.isActive,
    };
  });
  const totalMatches = rows.reduce((n, r) => n + r.matchCount, 0);
  const confidenceSum = intents.reduce((n, i) => n + (i.confidenceSum ?? 0), 0);
  const strip = ({ isActive: _a, ...r }: (typeof rows)[number]) => r;
  const topPerforming = rows
    .filter((r) => r.matchCount > 0)
    .sort((a, b) => b.matchCount - a.matchCount || b.avgConfidence - a.avgConfidence)
    .slice(0, ANALYTICS_LIST_MAX)
    .map(strip);
  // weakest first: matched but unsure, then active intents nobody has hit yet
  const needingAttention = [
    ...rows
      .filter((r) => r.matchCount > 0 && r.avgConfidence < WEAK_CONFIDENCE)
      .sort((a, b) => a.avgConfidence - b.avgConfidence),
    ...rows.filter((r) => r.matchCount === 0 && r.isActive),
  ];
  const needsAttention = needingAttention.slice(0, ANALYTICS_LIST_MAX).map(strip);
  return {
    totalIntents: intents.length,
    activeIntents: intents.filter((i) => i.isActive).length,
    overallPerformance: { avgConfidence: totalMatches ? confidenceSum / totalMatches : 0, totalMatches },
    topPerforming,
    needsAttention,
    // the card's figure counts them all; the list shows the weakest few
    needsAttentionCount: needingAttention.length,
  };
}
