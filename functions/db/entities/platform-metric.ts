import { Entity } from 'electrodb';
import { SERVICE } from './common';

/**
 * Platform-wide daily figures for the admin's Analytics and AI Cost Optimization (issue 12): one item
 * per metric per UTC day, moved by a plain UpdateItem ADD after the real write succeeded
 * (core/platform-metrics.ts). A scope's days share a partition, so a period of up to a year is one
 * bounded Query (≤ 364 days × the scope's few names), never a scan of tenants' records.
 *
 * Why not inside the tenant transactions that create the records: one shared item in every tenant's
 * transaction would make concurrent signups / conversation starts conflict with each other. Why not
 * per-tenant counters summed at read time: that reads every tenant for every day of the period.
 */
export const PlatformMetric = new Entity({
  model: { entity: 'platformMetric', version: '1', service: SERVICE },
  attributes: {
    /** 'growth' (signups, conversations, leads) or 'ai' (model usage by provider and model). */
    scope: { type: ['growth', 'ai'] as const, required: true },
    /** "2026-11-23" (UTC). */
    day: { type: 'string', required: true },
    /** growth: 'signups' | 'conversations' | 'leads'; ai: "<provider>:<model>". */
    name: { type: 'string', required: true },
    /** Occurrences (ai: calls). */
    count: { type: 'number' },
    /** ai only: the SDK responses' reported usage. */
    tokensIn: { type: 'number' },
    tokensOut: { type: 'number' },
  },
  indexes: {
    byDay: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: ['day', 'name'] } },
  },
});
