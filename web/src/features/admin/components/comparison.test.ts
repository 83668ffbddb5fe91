import { formatINR } from '@shared/format';
import { describe, expect, it } from 'vitest';
import { comparison } from './comparison';

describe('analytics comparison caption', () => {
  it('never shows a percentage without a recorded previous period', () => {
    expect(comparison(12, null)).toBe('Not enough data for a comparison');
  });
  it('shows the previous zero instead of an infinite growth', () => {
    expect(comparison(5, 0)).toBe('Previous period: 0');
    expect(comparison(99900, 0, formatINR)).toBe('Previous period: ₹0');
  });
  it('rounds the change against the previous figure, with its sign', () => {
    expect(comparison(15, 10)).toBe('+50% vs previous period (10)');
    expect(comparison(7, 10)).toBe('-30% vs previous period (10)');
    expect(comparison(10, 10)).toBe('0% vs previous period (10)');
  });
});
