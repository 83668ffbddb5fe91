import type { AiWebpage } from './api/ai-webpages';

/**
 * Conversions per visit as a percentage with one decimal ('12.5%'), or null when nobody has visited yet:
 * 0 of 0 is no rate at all, and showing '0.0%' would read as a measured failure.
 */
export function conversionRate(visits: number, conversions: number): string | null {
  if (visits <= 0) return null;
  return `${((conversions / visits) * 100).toFixed(1)}%`;
}

/** The list's four cards (spec part 3 §2), summed over the account's webpages (at most one). */
export function webpageTotals(pages: readonly AiWebpage[]) {
  const visits = pages.reduce((sum, p) => sum + p.visits, 0);
  const conversions = pages.reduce((sum, p) => sum + p.conversions, 0);
  return {
    hasWebpage: pages.length > 0,
    visits,
    conversions,
    published: pages.filter((p) => p.status === 'published').length,
    rate: conversionRate(visits, conversions),
  };
}
