import { LANGUAGES, PERSONALITIES, RESPONSE_MODES, TIMEZONES } from '../../../../shared/enums';

/** The choices of the Settings selects (spec part 3 §3, §9); the server refuses anything else. */
export const TIMEZONE_OPTIONS = TIMEZONES.map((value) => ({ value, label: value }));
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
