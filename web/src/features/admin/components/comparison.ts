/**
 * The card's caption: the change against the previous period of the same length, only when that
 * period was recorded (null: "not enough data") and had something to grow from (never a made-up %).
 */
export function comparison(current: number, previous: number | null, show: (n: number) => string = String): string {
  if (previous === null) return 'Not enough data for a comparison';
  if (previous === 0) return `Previous period: ${show(0)}`;
  const change = Math.round(((current - previous) / previous) * 100);
  return `${change > 0 ? '+' : ''}${change}% vs previous period (${show(previous)})`;
}
