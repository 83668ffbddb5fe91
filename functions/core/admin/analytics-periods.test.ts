import { describe, expect, it } from 'vitest';
import { suggestions } from './ai-costs';
import { addDays, bucketIndex, endOfDay, mrrAt, periodWindow, sumByBucket } from './analytics-periods';

describe('analytics periods', () => {
  it('7d/30d/90d are daily windows ending today, with the same number of days before them', () => {
    const w = periodWindow('7d', '2026-03-02');
    expect(w).toMatchObject({ bucket: 'day', from: '2026-02-24', to: '2026-03-02' });
    expect(w.buckets.map((b) => b.start)).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(w.previous).toEqual({ from: '2026-02-17', to: '2026-02-23' });
    expect(periodWindow('30d', '2026-03-02').buckets).toHaveLength(30);
    expect(periodWindow('90d', '2026-03-02').previous).toEqual({ from: '2025-09-04', to: '2025-12-02' });
  });

  it('1y is 52 weeks of 7 days that end today, across a year end', () => {
    const w = periodWindow('1y', '2026-01-03');
    expect(w.bucket).toBe('week');
    expect(w.buckets).toHaveLength(52);
    expect(w.buckets[0]).toEqual({ start: '2025-01-05', end: '2025-01-11' });
    expect(w.buckets.at(-1)).toEqual({ start: '2025-12-28', end: '2026-01-03' });
    expect(w.previous).toEqual({ from: '2024-01-07', to: '2025-01-04' });
  });

  it('puts a day in its bucket and sums each bucket; days outside count nowhere', () => {
    const { buckets } = periodWindow('1y', '2026-01-03');
    expect(bucketIndex(buckets, '2025-12-28')).toBe(51);
    expect(bucketIndex(buckets, '2025-12-27')).toBe(50);
    expect(bucketIndex(buckets, '2025-01-04')).toBe(-1);
    const sums = sumByBucket(
      buckets,
      [
        { day: '2025-12-28', n: 2 },
        { day: '2026-01-03', n: 3 },
        { day: '2025-01-05', n: 1 },
        { day: '2026-01-04', n: 100 },
      ],
      (i) => i.n,
    );
    expect(sums[0]).toBe(1);
    expect(sums[51]).toBe(5);
    expect(sums.reduce((a, b) => a + b, 0)).toBe(6);
  });

  it('adds days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('MRR on a day', () => {
  const price = new Map([
    ['starter', 99900],
    ['pro', 299900],
  ]);
  const subs = [
    {
      planId: 'starter',
      status: 'active',
      gateway: 'razorpay',
      createdAt: '2026-01-10T08:00:00Z',
      updatedAt: '2026-01-10T08:00:00Z',
    },
    {
      planId: 'pro',
      status: 'canceled',
      gateway: 'stripe',
      createdAt: '2026-01-05T08:00:00Z',
      updatedAt: '2026-01-20T09:00:00Z',
    },
    {
      planId: 'gone',
      status: 'active',
      gateway: 'stripe',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    },
  ];
  it('counts a subscription from its creation, and a cancelled one until it left active', () => {
    expect(mrrAt(subs, price, endOfDay('2026-01-04'))).toBe(0);
    expect(mrrAt(subs, price, endOfDay('2026-01-05'))).toBe(299900);
    expect(mrrAt(subs, price, endOfDay('2026-01-10'))).toBe(399800);
    expect(mrrAt(subs, price, endOfDay('2026-01-20'))).toBe(99900);
  });
  it('never counts a signup trial or the offline test gateway: nobody paid for them', () => {
    const unpaid = [
      { planId: 'pro', status: 'active', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' },
      {
        planId: 'pro',
        status: 'active',
        gateway: 'test',
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-01T00:00:00Z',
      },
    ];
    expect(mrrAt([...subs, ...unpaid], price, endOfDay('2026-01-20'))).toBe(99900);
  });
});

describe('AI cost suggestions', () => {
  const row = (model: string, tokensIn: number, tokensOut: number, costUsd: number | null) => ({
    provider: 'openai',
    model,
    calls: 4,
    tokensIn,
    tokensOut,
    costUsd,
    costInr: costUsd,
  });
  it('suggests the cheaper model with the saving computed from the recorded tokens', () => {
    const [s] = suggestions([row('gpt-4o', 1_000_000, 0, 2.5)]);
    // 0.15 / 2.5 of the input price: 94 % less
    expect(s).toContain('gpt-4o handled 4 calls');
    expect(s).toContain('~$0.15');
    expect(s).toContain('about 94% less');
  });
  it('suggests nothing for the cheapest model, or when nothing was spent', () => {
    expect(suggestions([row('gpt-4o-mini', 1000, 1000, 0.00075)])).toEqual([]);
    expect(suggestions([row('gpt-4o', 0, 0, 0)])).toEqual([]);
  });
  it('says a model without a list price is not estimated', () => {
    expect(suggestions([{ ...row('cx', 0, 0, null), provider: 'dialogflow' }])).toEqual([
      'dialogflow cx: 4 calls recorded; the price table has no list price for it, so its cost is not estimated.',
    ]);
  });
});
