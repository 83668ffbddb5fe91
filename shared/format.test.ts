import { formatINR, percent, rupeesToPaise } from './format';

describe('money', () => {
  it('formats paise as rupees with Indian grouping', () => {
    expect(formatINR(149_900)).toBe('₹1,499');
    expect(formatINR(0)).toBe('₹0');
    expect(formatINR(1_999_900)).toBe('₹19,999');
    expect(formatINR(10_000_000)).toBe('₹1,00,000');
    expect(formatINR(149_950)).toBe('₹1,499.5');
  });
  it('converts typed rupees to whole paise', () => {
    expect(rupeesToPaise(24.99)).toBe(2499);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });
  it('rounds a 0–1 confidence to a percent', () => {
    expect(percent(0.876)).toBe(88);
  });
});
