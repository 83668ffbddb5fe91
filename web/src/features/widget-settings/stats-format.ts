import type { WidgetStats } from './api/widget-settings';

/** The statistics panel's figures as text; "No data yet" wherever there is nothing to show (never invented). */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${(rate * 100).toFixed(rate < 0.1 ? 1 : 0)}%`;
}

export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return '< 1 s';
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}

export const hasNoData = (s: WidgetStats) => s.widgetLoads === 0 && s.conversations === 0;

/** "2026-11" → "November 2026". */
export function monthLabel(period: string): string {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) return period;
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
