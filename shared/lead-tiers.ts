/**
 * Lead tiers by score, without zod: the lead store scores and counts every lead it writes (also the
 * widget's, in every function that starts a conversation), so it imports these rather than
 * shared/schemas/leads.ts, whose schemas would then ride along in each of those bundles.
 */
export const LEAD_TIERS = ['hot', 'warm', 'cold'] as const;
export type LeadTier = (typeof LEAD_TIERS)[number];
/** Spec §9 / DESIGN §8: hot ≥ 75, warm 40–74, cold < 40; high-value = hot. */
export const HOT_SCORE = 75;
export const WARM_SCORE = 40;
export const tierOf = (score: number): LeadTier => (score >= HOT_SCORE ? 'hot' : score >= WARM_SCORE ? 'warm' : 'cold');
