import * as z from 'zod';
import { HISTORY_RETENTION_DAYS, PASSWORD_MIN_LENGTH } from '../constants';
import { LANGUAGES, PERSONALITIES, RESPONSE_MODES } from '../enums';
import { timeZoneSchema } from '../timezones';
import { email, requiredText, shortText } from './common';
import { profileResponse } from './identity';

/**
 * Settings screen wire shapes (spec part 3 §2, §3, §5, §9). Every PUT takes the whole form of its tab
 * (strict: an unknown key is a 400 naming it) and answers the values as stored, so the screen shows
 * what was saved rather than what it sent.
 */

/** §9: the options of the two selects; anything else is refused, not rounded. */
export const SESSION_TIMEOUT_HOURS = [1, 8, 24, 168] as const;
export { HISTORY_RETENTION_DAYS };

const oneOf = (options: readonly number[], label: string) =>
  z
    .number()
    .int()
    .refine((v) => options.includes(v), `${label} must be one of ${options.join(', ')}`);

/** PUT /api/settings/profile. The sign-in email is shown, not changed here (it is the Cognito username). */
export const profileUpdateSchema = z
  .object({
    fullName: requiredText('Full name', 120),
    username: shortText(60).regex(/^[A-Za-z0-9._-]*$/, 'Username may use letters, digits, dot, dash and underscore'),
    email,
    company: requiredText('Company', 120),
    phone: shortText(30).regex(/^[0-9+()\-. ]*$/, 'Phone may use digits, spaces and + ( ) - .'),
    /** null keeps it unchosen (a client that sends back what it read) */
    timezone: timeZoneSchema.nullable(),
    language: z.enum(LANGUAGES),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export { profileResponse };

/** GET and PUT /api/settings/ai (the body and the answer have the same shape). */
export const aiSettingsForm = z
  .object({
    responseTime: z.enum(RESPONSE_MODES),
    personality: z.enum(PERSONALITIES),
    conversationHistory: oneOf(HISTORY_RETENTION_DAYS, 'History retention'),
    humanEscalation: z.boolean(),
    trainingDataUpdates: z.boolean(),
    fallbackEnabled: z.boolean(),
  })
  .strict();
export type AiSettingsForm = z.infer<typeof aiSettingsForm>;

/** GET and PUT /api/settings/notifications. */
export const notificationSettingsForm = z
  .object({
    emailNotifications: z.boolean(),
    newLeads: z.boolean(),
    conversations: z.boolean(),
    systemUpdates: z.boolean(),
    weeklyReports: z.boolean(),
    browserNotifications: z.boolean(),
    soundEnabled: z.boolean(),
  })
  .strict();
export type NotificationSettingsForm = z.infer<typeof notificationSettingsForm>;

/** PUT /api/settings/security: the session timeout only; two-factor is enrolled by its own flow (issue 14 part 2). */
export const securitySettingsUpdate = z
  .object({ sessionTimeout: oneOf(SESSION_TIMEOUT_HOURS, 'Session timeout') })
  .strict();
/** GET and PUT /api/settings/security answer. */
export const securitySettingsResponse = z.object({
  twoFactorEnabled: z.boolean(),
  sessionTimeout: oneOf(SESSION_TIMEOUT_HOURS, 'Session timeout'),
});
export type SecuritySettings = z.infer<typeof securitySettingsResponse>;

export const PASSWORD_MISMATCH = 'New passwords do not match.';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const PASSWORD_TOO_WEAK = 'Password must contain an upper-case letter, a lower-case letter and a digit.';
export const PASSWORD_UPDATE_FAILED = 'Please check your current password and try again.';

/** PUT /api/settings/password (§5: the same rules the form applies before sending). */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(256),
    // the user pool's policy (infra data-stack) also wants the three kinds of character signup asks for
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
      .max(128, 'Password must be at most 128 characters long.')
      .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p), PASSWORD_TOO_WEAK),
    confirmPassword: z.string().max(256),
  })
  .strict()
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORD_MISMATCH, path: ['confirmPassword'] });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The answer to a password change: the current session goes on with fresh cookies; every other one ended. */
export const passwordChangeResponse = z.object({ message: z.literal('Password Updated') });
