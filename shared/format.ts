/** Money is integer paise everywhere; only display divides by 100 (DESIGN §3). */
const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 149900 → "₹1,499"; 149950 → "₹1,499.5"; Indian digit grouping (₹1,00,000). */
export function formatINR(paise: number): string {
  if (!Number.isFinite(paise)) throw new RangeError('paise must be a finite number');
  const sign = paise < 0 ? '-' : '';
  return `${sign}₹${inr.format(Math.abs(paise) / 100)}`;
}

/** Rupees typed in a form (step 0.01) → paise, rounded (spec part 3 §5). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** A 0–1 confidence as a rounded percent (spec part 1 §9). */
export function percent(value01: number): number {
  return Math.round(value01 * 100);
}
