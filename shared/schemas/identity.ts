import * as z from 'zod';
import { AI_SETTINGS_DEFAULTS } from '../agent-behaviour';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { CLIENT_STATUSES, LANGUAGES, PERSONALITIES, RESPONSE_MODES, ROLES, TIMEZONES } from '../enums';
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
/**
 * POST /api/auth/login: the session (cookies set), or — for a user with two-factor on — no cookies yet
 * and the id of the sign-in waiting for its code (POST /api/auth/login/mfa, 3 minutes).
 */
export const mfaChallengeResponse = z.object({ mfaRequired: z.literal(true), challengeId: z.string() });
export const loginResponse = z.union([sessionUserResponse, mfaChallengeResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** A 6-digit TOTP code (RFC 6238) as an authenticator app shows it; spaces typed in the middle are dropped. */
export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** POST /api/auth/login/mfa: the code from the app, or one of the recovery codes (XXXXX-XXXXX). */
export const loginMfaSchema = z
  .object({
    challengeId: z.string().min(1, 'challengeId is required').max(100, 'challengeId is too long'),
    code: totpCodeSchema.optional(),
    recoveryCode: z
      .string()
      .trim()
      .max(20, 'Invalid recovery code')
      .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'Invalid recovery code')
      .optional(),
  })
  .strict()
  .refine((b) => (b.code === undefined) !== (b.recoveryCode === undefined), {
    message: 'Enter the code from your authenticator app or a recovery code',
    path: ['code'],
  });
export type LoginMfaInput = z.input<typeof loginMfaSchema>;
/** The session, and after a recovery code how many are left (the login page says so). */
export const loginMfaResponse = sessionUserResponse.extend({
  recoveryCodesLeft: z.number().int().min(0).optional(),
});
export type LoginMfaResponse = z.infer<typeof loginMfaResponse>;
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
  timezone: z.enum(TIMEZONES),
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
  timezone: z.enum(TIMEZONES).default('UTC'),
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
/** A user's own settings. The AI Config is the tenant's (client.aiSettings, functions/core/ai-settings.ts). */
export const userSettingsSchema = z.object({
  notifications: notificationSettingsSchema,
  security: securitySettingsSchema,
  timezone: z.enum(TIMEZONES).default('UTC'),
  language: z.enum(LANGUAGES).default('en'),
  phone: shortText(30).default(''),
  username: shortText(60).default(''),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;
export const defaultUserSettings = (): UserSettings => userSettingsSchema.parse({ notifications: {}, security: {} });
