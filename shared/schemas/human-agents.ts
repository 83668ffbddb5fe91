import * as z from 'zod';
import { email, requiredText } from './common';
import { passwordSchema } from './identity';

/**
 * Human Agents (spec part 2 §2.7, §5, §7): the owner's team members who answer escalated chats. An agent
 * added by the owner is `invited` until they set their own password from the mailed link (issue 31): the
 * owner never types or sees an agent's password.
 */
export const HUMAN_AGENT_STATUSES = ['invited', 'active', 'inactive'] as const;

/** The pending invitation of an `invited` agent: when it was last sent and until when its link works. */
export const agentInvitationSchema = z.object({
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});

export const humanAgentSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  status: z.enum(HUMAN_AGENT_STATUSES),
  invitation: agentInvitationSchema.optional(),
  createdAt: z.string(),
});
export type HumanAgent = z.infer<typeof humanAgentSchema>;

const names = {
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  email,
};
/** Adding an agent sends them an invitation; no password here (`.strict()`: one sent is refused by name). */
export const createHumanAgentRequest = z.object(names).strict();
export const updateHumanAgentRequest = z.object(names).strict();
export const humanAgentStatusRequest = z.object({ isActive: z.boolean() }).strict();

export const humanAgentsResponse = z.object({ agents: z.array(humanAgentSchema) });
export const humanAgentResponse = z.object({ agent: humanAgentSchema });

/**
 * The public invitation page (/invite/<token>). The token travels in the body, not the path, so it stays
 * out of access logs. 32 random bytes, base64url: 43 characters.
 */
const invitationToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid invitation link');
export const invitationTokenRequest = z.object({ token: invitationToken }).strict();
const newPasswordFields = { password: passwordSchema, confirmPassword: z.string().max(128) };
const samePasswords = (s: { password: string; confirmPassword: string }) => s.password === s.confirmPassword;
const mismatch = { message: 'Password mismatch', path: ['confirmPassword'] };
/** The invitation page's form: the agent's own password, twice. */
export const invitationPasswordForm = z.object(newPasswordFields).strict().refine(samePasswords, mismatch);
export const acceptInvitationRequest = z
  .object({ token: invitationToken, ...newPasswordFields })
  .strict()
  .refine(samePasswords, mismatch);

/** What the link's page shows: the form while `pending`, otherwise why it no longer works and whom to ask. */
export const INVITATION_STATES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export const invitationViewResponse = z.object({
  state: z.enum(INVITATION_STATES),
  businessName: z.string(),
  /** Only while pending: whom the link invites (the address it was mailed to). */
  firstName: z.string().optional(),
  email: z.string().optional(),
});
