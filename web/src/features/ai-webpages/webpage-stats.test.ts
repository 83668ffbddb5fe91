import { describe, expect, it } from 'vitest';
import { webpage } from './test-fixtures';
import { conversionRate, webpageTotals } from './webpage-stats';

describe('conversion rate', () => {
  it('is conversions per visit as a percentage with one decimal', () => {
    expect(conversionRate(3, 1)).toBe('33.3%');
    expect(conversionRate(8, 1)).toBe('12.5%');
    expect(conversionRate(10, 0)).toBe('0.0%');
    expect(conversionRate(2, 2)).toBe('100.0%');
  });

  it('is no figure at all before the first visit (not a made-up 0.0%)', () => {
    expect(conversionRate(0, 0)).toBeNull();
  });

  it('sums the account’s webpages and counts the published ones', () => {
    expect(webpageTotals([webpage({ visits: 40, conversions: 3, status: 'published' })])).toEqual({
      hasWebpage: true,
      visits: 40,
      conversions: 3,
      published: 1,
      rate: '7.5%',
    });
    expect(webpageTotals([])).toMatchObject({ hasWebpage: false, published: 0, rate: null });
  });
});
