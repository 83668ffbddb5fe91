import { LANGUAGES, PERSONALITIES, RESPONSE_MODES } from '@shared/enums';

/** The browser's own time zone (IANA), the profile's default until the user chooses one. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "India Standard Time, GMT+5:30": the zone's name and offset now, so "India" or "+5:30" find it. */
function zoneLabel(zone: string): string {
  const part = (timeZoneName: 'long' | 'shortOffset') =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
  return `${zone.replaceAll('_', ' ')} — ${part('long')}, ${part('shortOffset')}`;
}

let allZones: { value: string; label: string }[] | undefined;
/**
 * Every IANA zone the browser knows (Intl.supportedValuesOf), UTC first, and the stored choice even when
 * the list names it otherwise (Asia/Kolkata vs Asia/Calcutta) or it is an old value ('PST').
 */
export function timeZoneOptions(current: string | null): { value: string; label: string }[] {
  allZones ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')].map((value) => ({
    value,
    label: zoneLabel(value),
  }));
  if (!current || allZones.some((o) => o.value === current)) return allZones;
  let label = current;
  try {
    label = zoneLabel(current);
  } catch {
    // not a zone Intl knows (an old 'PST'): its own name
  }
  return [{ value: current, label }, ...allZones];
}
const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
};
export const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));
const RESPONSE_MODE_NAMES: Record<(typeof RESPONSE_MODES)[number], string> = {
  fast: 'Fast (1-2s)',
  balanced: 'Balanced (2-3s)',
  accurate: 'Accurate (3-5s)',
};
export const RESPONSE_MODE_OPTIONS = RESPONSE_MODES.map((value) => ({ value, label: RESPONSE_MODE_NAMES[value] }));
export const PERSONALITY_OPTIONS = PERSONALITIES.map((value) => ({
  value,
  label: value[0].toUpperCase() + value.slice(1),
}));
// the same lists as shared/schemas/settings.ts (not imported: that module brings zod into the bundle)
export const HISTORY_OPTIONS = [7, 30, 90, 365].map((days) => ({ value: String(days), label: `${days} days` }));
export const SESSION_TIMEOUT_OPTIONS = [
  { value: '1', label: '1 hour' },
  { value: '8', label: '8 hours' },
  { value: '24', label: '24 hours' },
  { value: '168', label: '1 week' },
];
