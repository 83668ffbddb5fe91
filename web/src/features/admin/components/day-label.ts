/** "2026-11-23" (a UTC day from the analytics API) → "23 Nov" in the reader's locale. */
export const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A period's span with the years, since a 1y period crosses one: "25 Nov 2025 – 23 Nov 2026 (UTC)". */
export const periodLabel = (from: string, to: string) => {
  const withYear = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return `${withYear(from)} – ${withYear(to)} (UTC)`;
};
