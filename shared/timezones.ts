import * as z from 'zod';

/**
 * Time zones are IANA names, the full list the browser knows (Intl.supportedValuesOf('timeZone')), so an
 * Indian business finds Asia/Kolkata (IST). Validity is what Intl accepts, so an alias the browser
 * reports (Asia/Calcutta, Asia/Kolkata) is accepted wherever it came from.
 */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** What a user may choose now. */
export const timeZoneSchema = z.string().min(1).max(64).refine(isTimeZone, 'Choose a time zone from the list');

/** 'PST' was offered before the full list and is no IANA name: a profile that has it still reads. */
const LEGACY_ZONES = ['PST'];
export const storedTimeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => LEGACY_ZONES.includes(zone) || isTimeZone(zone), 'Unknown time zone');
