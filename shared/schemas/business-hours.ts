import * as z from 'zod';
import { timeZoneSchema } from '../timezones';

/**
 * Business hours (issue 32 item 8): when a person of the team answers chats, per weekday in the business's
 * own time zone, plus holidays (whole local dates closed). Off by default: a tenant that never set them is
 * always open. Outside them a handoff tells the visitor when the team is back and asks for an email
 * (functions/core/inbox/business-hours.ts).
 */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "09:00"; a range may close at "24:00" (the end of the day), never open there. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time as HH:MM, 00:00 to 23:59');
const closing = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'A time as HH:MM, 00:01 to 24:00');

export const openingRangeSchema = z
  .object({ open: clock, close: closing })
  .strict()
  .refine((r) => r.open < r.close, { path: ['close'], message: 'Closes after it opens' });
export type OpeningRange = z.infer<typeof openingRangeSchema>;

/** A day's ranges, earliest first and not overlapping; none = closed all day. */
const dayHours = z
  .array(openingRangeSchema)
  .max(4)
  .refine((ranges) => ranges.every((r, i) => i === 0 || ranges[i - 1].close <= r.open), {
    message: 'Ranges go earliest first and may not overlap',
  });

export const weeklyHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<Weekday, typeof dayHours>,
);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** A local calendar date the team is closed: "2026-12-25". */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: 'Not a calendar date',
    },
  );

export const businessHoursForm = z
  .object({
    /** Off: always open (the handoff follows who is online, as before). */
    enabled: z.boolean(),
    timeZone: timeZoneSchema,
    weekly: weeklyHoursSchema.strict(),
    holidays: z.array(isoDate).max(100),
  })
  .strict();
export type BusinessHoursForm = z.infer<typeof businessHoursForm>;

/** What a tenant that never saved any has: off, and a working week ready to switch on. */
export const BUSINESS_HOURS_DEFAULTS: BusinessHoursForm = {
  enabled: false,
  timeZone: 'Asia/Kolkata',
  weekly: {
    monday: [{ open: '09:00', close: '18:00' }],
    tuesday: [{ open: '09:00', close: '18:00' }],
    wednesday: [{ open: '09:00', close: '18:00' }],
    thursday: [{ open: '09:00', close: '18:00' }],
    friday: [{ open: '09:00', close: '18:00' }],
    saturday: [],
    sunday: [],
  },
  holidays: [],
};

/** GET /api/inbox/business-hours: the hours as saved, and what they mean right now. */
export const getBusinessHoursResponse = z.object({
  hours: businessHoursForm,
  /** Open right now (always true while the hours are off). */
  openNow: z.boolean(),
  /** While closed: the visitor's words, e.g. "We're back Monday at 9:00 (IST)."; null while open. */
  awayMessage: z.string().nullable(),
});
export type GetBusinessHoursResponse = z.output<typeof getBusinessHoursResponse>;

/** PUT /api/inbox/business-hours: the whole form (owners). */
export const updateBusinessHoursBody = businessHoursForm;
export const updateBusinessHoursResponse = getBusinessHoursResponse;
export type UpdateBusinessHoursResponse = z.output<typeof updateBusinessHoursResponse>;
