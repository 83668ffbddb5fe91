/** Calendar month (UTC) that monthly counters and plan usage belong to: "2026-11". */
export const monthPeriod = (at = new Date()): string => at.toISOString().slice(0, 7);
