import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  invoiceNumber,
  planDescription,
  planPriceText,
  STATUS_PALETTE,
  usageShare,
} from './billing-display';

describe('billing display rules', () => {
  it('numbers an invoice by the last 8 characters of its id, upper-cased', () => {
    expect(invoiceNumber('inv_01jabcdef9xyz1234')).toBe('Invoice #9XYZ1234');
    expect(invoiceNumber('abc')).toBe('Invoice #ABC');
  });

  it('shows paise as rupees with Indian grouping, and price 0 as Contact Us', () => {
    expect(planPriceText(1_999_900)).toBe('₹19,999');
    expect(planPriceText(10_000_000)).toBe('₹1,00,000');
    expect(planPriceText(0)).toBe('Contact Us');
    expect(planDescription({ conversationsLimit: 25_000 })).toBe('25,000 conversations per month');
  });

  it('caps the bar at 100 % but keeps the true share in the text', () => {
    expect(usageShare(150, 100)).toEqual({ percent: 150, bar: 100 });
    expect(usageShare(25, 100)).toEqual({ percent: 25, bar: 25 });
    // no plan: nothing is available, the bar reads full
    expect(usageShare(0, 0)).toEqual({ percent: 0, bar: 100 });
  });

  it('colours the status: active green, canceled red, past_due yellow, incomplete gray', () => {
    expect(STATUS_PALETTE).toEqual({ active: 'green', canceled: 'red', past_due: 'yellow', incomplete: 'gray' });
  });

  it('words a response time', () => {
    expect(formatDuration(42.4)).toBe('42 s');
    expect(formatDuration(200)).toBe('3 min 20 s');
    expect(formatDuration(7500)).toBe('2 h 5 min');
  });
});
