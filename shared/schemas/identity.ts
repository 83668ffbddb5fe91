import * as z from 'zod';
import { AI_SETTINGS_DEFAULTS } from '../agent-behaviour';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { CLIENT_STATUSES, LANGUAGES, PERSONALITIES, RESPONSE_MODES, ROLES } from '../enums';
import { storedTimeZoneSchema } from '../timezones';
import { email, id, minText, shortText, timestamps } from './common';

export const roleSchema = z.enum(ROLES);

export const userSchema = z.object({
  id,
  email,
  role: roleSchema,
  firstName: minText(2, 'First name', 60),
  lastName: minText(2, 'Last name', 60),
  isActive: z.boolean().default(true),
  clientId: id,
  ...timestamps,
});
export type User = z.infer<typeof userSchema>;

export const clientSchema = z.object({
  id,
  companyName: minText(2, 'Company name', 120),
  planId: id,
  conversationsUsed: z.number().int().min(0).default(0),
  conversationsLimit: z.number().int().min(1),
  status: z.enum(CLIENT_STATUSES).default('active'),
  billingEmail: email,
  ...timestamps,
});
export type Client = z.infer<typeof clientSchema>;

/** Password rules of the signup form (part 1 §5), enforced again on the server. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'Password too short')
  .max(128, 'Password too long')
  .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p), 'Password too weak');

export const signupSchema = z
  .object({
    firstName: minText(2, 'First name', 60),
    lastName: minText(2, 'Last name', 60),
    email: email.pipe(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email')),
    password: passwordSchema,
    confirmPassword: z.string().max(128),
    companyName: minText(2, 'Company name', 120),
    phone: shortText(30).optional(),
    industry: shortText(60).optional(),
    planId: id,
  })
  .strict()
  .refine((s) => s.password === s.confirmPassword, { message: 'Password mismatch', path: ['confirmPassword'] });
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z
  .object({
    email: z.string().trim().toLowerCase().min(1, 'Email is required').max(254),
    password: z.string().min(1, 'Password is required').max(128),
    /** Only for an invited user's first sign-in (the answer was `newPasswordRequired`): replaces the temporary password. */
    newPassword: passwordSchema.optional(),
  })
  .strict();

export const sessionUserSchema = z.object({
  id,
  email: z.string(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  clientId: id,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/auth/login, /register (201), /refresh and GET /api/auth/me: who is signed in. */
export const sessionUserResponse = z.object({ user: sessionUserSchema });
export type SessionUserResponse = z.infer<typeof sessionUserResponse>;
/** A sign-in without a second factor; the login route's full answer is two-factor.ts loginOutcomeResponse. */
export const loginResponse = sessionUserResponse;

export const registerResponse = sessionUserResponse;
export const refreshResponse = sessionUserResponse;
export const meResponse = sessionUserResponse;

/** GET /api/settings/profile and GET /api/user/profile: the signed-in user's profile as shown. */
export const profileResponse = z.object({
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  /** Null until the user chooses one: the form then proposes the browser's own zone. */
  timezone: storedTimeZoneSchema.nullable(),
  language: z.enum(LANGUAGES),
});
export type Profile = z.infer<typeof profileResponse>;

/** Settings (part 3 §3). */
export const profileSettingsSchema = z.object({
  fullName: shortText(120),
  username: shortText(60),
  email,
  company: shortText(120),
  phone: shortText(30),
  timezone: storedTimeZoneSchema.optional(),
  language: z.enum(LANGUAGES).default('en'),
});
/** The tenant's AI Config with the §9 defaults. */
export const aiSettingsSchema = z.object({
  responseTime: z.enum(RESPONSE_MODES).default(AI_SETTINGS_DEFAULTS.responseTime),
  personality: z.enum(PERSONALITIES).default(AI_SETTINGS_DEFAULTS.personality),
  conversationHistory: z.number().int().default(AI_SETTINGS_DEFAULTS.conversationHistory),
  humanEscalation: z.boolean().default(AI_SETTINGS_DEFAULTS.humanEscalation),
  trainingDataUpdates: z.boolean().default(AI_SETTINGS_DEFAULTS.trainingDataUpdates),
  fallbackEnabled: z.boolean().default(AI_SETTINGS_DEFAULTS.fallbackEnabled),
});
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean().default(true),
  newLeads: z.boolean().default(true),
  conversations: z.boolean().default(true),
  systemUpdates: z.boolean().default(true),
  weeklyReports: z.boolean().default(false),
  browserNotifications: z.boolean().default(false),
  soundEnabled: z.boolean().default(true),
});
export const securitySettingsSchema = z.object({
  twoFactorEnabled: z.boolean().default(false),
  sessionTimeout: z.number().int().default(24),
});
/** A user's own settings. The AI Config is the tenant's (client.aiSettings, functions/core/intents/ai-settings.ts). */
export const userSettingsSchema = z.object({
  notifications: notificationSettingsSchema,
  security: securitySettingsSchema,
  timezone: storedTimeZoneSchema.optional(),
  language: z.enum(LANGUAGES).default('en'),
  phone: shortText(30).default(''),
  username: shortText(60).default(''),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;
export const defaultUserSettings = (): UserSettings => userSettingsSchema.parse({ notifications: {}, security: {} });
