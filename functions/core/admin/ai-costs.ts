import { AI_LIST_PRICES, AI_PRICES_AS_OF, listCostUsd, USD_TO_INR } from '@shared/ai-prices';
import type { AiCosts, AiUsageRow, AnalyticsPeriod } from '@shared/schemas/admin-analytics';
import { queryPlatformDays } from '../../db/platform-metrics';
import { periodWindow, sumByBucket } from './analytics-periods';

/**
 * AI Cost Optimization (issue 12): the model calls the product made in the period, by provider and
 * model, from the daily 'ai' counters (core/metrics/platform-metrics.ts), with costs estimated at the list
 * prices of shared/ai-prices.ts. Suggestions are derived from these figures and that table only.
 */
export async function aiCosts(period: AnalyticsPeriod, now = new Date()): Promise<AiCosts> {
  const w = periodWindow(period, now.toISOString().slice(0, 10));
  const items = await queryPlatformDays('ai', w.from, w.to);
  if (items.length === 0) return { hasData: false, period };

  const byName = new Map<string, AiUsageRow>();
  for (const m of items) {
    const [provider, ...rest] = m.name.split(':');
    const row = byName.get(m.name) ?? {
      provider,
      model: rest.join(':'),
      calls: 0,
      tokensIn: 0,
      tokensOut: 0,
      costUsd: null,
      costInr: null,
    };
    row.calls += m.count;
    row.tokensIn += m.tokensIn;
    row.tokensOut += m.tokensOut;
    byName.set(m.name, row);
  }
  const rows = [...byName.entries()]
    .map(([key, r]) => {
      const usd = listCostUsd(key, r.tokensIn, r.tokensOut);
      return { ...r, costUsd: usd, costInr: usd === null ? null : usd * USD_TO_INR };
    })
    .sort((a, b) => (b.costUsd ?? 0) - (a.costUsd ?? 0) || b.calls - a.calls);
  const totalUsd = rows.reduce((n, r) => n + (r.costUsd ?? 0), 0);
  const calls = sumByBucket(w.buckets, items, (m) => m.count);
  const costs = sumByBucket(w.buckets, items, (m) => listCostUsd(m.name, m.tokensIn, m.tokensOut) ?? 0);
  return {
    hasData: true,
    period,
    bucket: w.bucket,
    from: w.from,
    to: w.to,
    pricesAsOf: AI_PRICES_AS_OF,
    usdToInr: USD_TO_INR,
    rows,
    totals: {
      calls: rows.reduce((n, r) => n + r.calls, 0),
      tokensIn: rows.reduce((n, r) => n + r.tokensIn, 0),
      tokensOut: rows.reduce((n, r) => n + r.tokensOut, 0),
      costUsd: totalUsd,
      costInr: totalUsd * USD_TO_INR,
    },
    series: w.buckets.map((b, i) => ({ ...b, calls: calls[i], costUsd: costs[i] })),
    suggestions: suggestions(rows),
  };
}

const usd = (n: number) => `$${n < 0.01 ? n.toFixed(6) : n.toFixed(2)}`;

/**
 * For each model the table knows a cheaper alternative to: what the same tokens would have cost on it
 * and how much less that is, only when it really is less for the tokens recorded.
 */
export function suggestions(rows: readonly AiUsageRow[]): string[] {
  const out: string[] = [];
  for (const r of rows) {
    const key = `${r.provider}:${r.model}`;
    const alt = AI_LIST_PRICES[key]?.cheaper;
    if (!alt || r.costUsd === null || r.costUsd <= 0) continue;
    const altUsd = listCostUsd(alt, r.tokensIn, r.tokensOut);
    if (altUsd === null || altUsd >= r.costUsd) continue;
    const less = Math.round((1 - altUsd / r.costUsd) * 100);
    const altModel = alt.split(':')[1];
    out.push(
      `${r.model} handled ${r.calls} call${r.calls === 1 ? '' : 's'} (${r.tokensIn + r.tokensOut} tokens, ~${usd(r.costUsd)}). ` +
        `The same tokens on ${altModel} would cost ~${usd(altUsd)} at list prices, about ${less}% less; ` +
        `consider ${altModel} in the OpenAI configuration if its answers are good enough for your tenants.`,
    );
  }
  const unpriced = rows.filter((r) => r.costUsd === null);
  for (const r of unpriced) {
    out.push(
      `${r.provider} ${r.model}: ${r.calls} call${r.calls === 1 ? '' : 's'} recorded; the price table has no list price for it, so its cost is not estimated.`,
    );
  }
  return out;
}
