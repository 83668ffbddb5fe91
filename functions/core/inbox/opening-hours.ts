import { type BusinessHoursForm, WEEKDAYS, type Weekday } from '@shared/schemas/business-hours';

/**
 * The maths of business hours, pure (no clock, no table): is the team open at an instant, and when does
 * it open next, in the business's own time zone. Intl.DateTimeFormat does the zone work (no time-zone
 * library is installed and Intl knows every IANA zone and its DST rules): an instant's local wall clock
 * comes from formatToParts, and a local wall-clock time becomes an instant by the zone's offset then.
 */

interface LocalTime {
  /** "2026-11-27" */
  date: string;
  weekday: Weekday;
  /** Minutes since local midnight. */
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(timeZone: string, at: Date) {
  const p = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** The day of the week of a calendar date (UTC maths on the date alone). */
const weekdayOf = (date: string): Weekday => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];

export function localTime(timeZone: string, at: Date): LocalTime {
  const w = wallClock(timeZone, at);
  const date = `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
  return { date, weekday: weekdayOf(date), minute: w.hour * 60 + w.minute };
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function offsetMs(timeZone: string, at: Date): number {
  const w = wallClock(timeZone, at);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a local wall-clock time happens (the offset is looked up twice, so a DST day is right). */
export function instantOf(timeZone: string, date: string, minute: number): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  const guess = wall - offsetMs(timeZone, new Date(wall));
  return new Date(wall - offsetMs(timeZone, new Date(guess)));
}

type Hours = Pick<BusinessHoursForm, 'enabled' | 'timeZone' | 'weekly' | 'holidays'>;

/** Open at `at`: always while the hours are off; never on a holiday. */
export function isOpen(hours: Hours, at: Date): boolean {
  if (!hours.enabled) return true;
  const now = localTime(hours.timeZone, at);
  if (hours.holidays.includes(now.date)) return false;
  return hours.weekly[now.weekday].some((r) => minutes(r.open) <= now.minute && now.minute < minutes(r.close));
}

/** A year ahead is as far as it looks: hours with no open day in it never reopen (null). */
const HORIZON_DAYS = 370;

export interface Reopening {
  at: Date;
  /** The local date and time it opens: "2026-11-30", "09:00". */
  date: string;
  time: string;
  /** Local days from today (0 = later today). */
  daysAhead: number;
}

/** When the team opens next after `at` (null while open, or if it never does). */
export function nextOpening(hours: Hours, at: Date): Reopening | null {
  if (isOpen(hours, at)) return null;
  const now = localTime(hours.timeZone, at);
  for (let d = 0; d <= HORIZON_DAYS; d++) {
    const date = addDays(now.date, d);
    if (hours.holidays.includes(date)) continue;
    const range = hours.weekly[weekdayOf(date)].find((r) => d > 0 || minutes(r.open) > now.minute);
    // a range opening at 00:00 right after one closing at 24:00 the day before is the same stretch, and
    // the day before was closed (else the team would be open now), so it is a real opening
    if (range)
      return { at: instantOf(hours.timeZone, date, minutes(range.open)), date, time: range.open, daysAhead: d };
  }
  return null;
}

/** "IST", "BST", "GMT": the zone's short name at that instant, in the first locale that has a name for it. */
export function zoneAbbreviation(timeZone: string, at: Date): string {
  let fallback = '';
  for (const locale of ['en-GB', 'en-IN', 'en-US']) {
    const name =
      new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName')?.value ?? '';
    if (!/^(GMT|UTC)[+-]/.test(name)) return name;
    fallback ||= name;
  }
  return fallback;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "today at 14:00 (IST)", "tomorrow at 9:00 (BST)", "Monday at 9:00 (IST)", "Monday 5 January at 9:00 (GMT)". */
export function describeReopening(timeZone: string, r: Reopening): string {
  const time = r.time.replace(/^0(\d)/, '$1');
  const zone = zoneAbbreviation(timeZone, r.at);
  const weekday = cap(weekdayOf(r.date));
  const day =
    r.daysAhead === 0
      ? 'today'
      : r.daysAhead === 1
        ? 'tomorrow'
        : r.daysAhead < 7
          ? weekday
          : `${weekday} ${new Date(`${r.date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' })}`;
  return `${day} at ${time} (${zone})`;
}
