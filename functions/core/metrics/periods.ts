/** Calendar month (UTC) that monthly counters and plan usage belong to: "2026-11". */
export const monthPeriod = (at = new Date()): string => at.toISOString().slice(0, 7);

/** UTC hour that hourly counters belong to: "2026-11-05T13" (sorts as time, so a range of hours is one Query). */
export const hourPeriod = (at = new Date()): string => at.toISOString().slice(0, 13);

/** UTC day that daily counters belong to: "2026-11-05" (sorts as time, so a range of days is one Query). */
export const dayPeriod = (at = new Date()): string => at.toISOString().slice(0, 10);
