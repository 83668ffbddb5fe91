import type { MailTemplate } from '../template';
import { agentInvitationMail } from './agent-invitation';
import { agentReply } from './agent-reply';
import { escalationAlert } from './escalation-alert';
import { leadDigest } from './lead-digest';
import { newLead } from './new-lead';
import { noteMention } from './note-mention';
import { paymentFailed } from './payment-failed';
import { planLimit } from './plan-limit';
import { testMail } from './test';
import { testAlertMail } from './test-alert';
import { transcript } from './transcript';

/**
 * Every mail template by name, one line each (queueMail and the mail-send consumer look them up here).
 * Add yours as `'<name>': <yourTemplate>,`.
 */
export const mailTemplates = {
  test: testMail,
  'test-alert': testAlertMail,
  'agent-invitation': agentInvitationMail,
  // issue 31 items 4-5: alerts to the team (core/alerts, core/billing) and mails to visitors (core/chat)
  'escalation-alert': escalationAlert,
  'new-lead': newLead,
  'lead-digest': leadDigest,
  'plan-limit': planLimit,
  'payment-failed': paymentFailed,
  transcript,
  'agent-reply': agentReply,
  // issue 32 item 4: an agent @mentioned in a private note (core/inbox/notes.ts)
  'note-mention': noteMention,
} as const;

export type MailTemplateName = keyof typeof mailTemplates;
/** The data a template takes. */
export type MailData<N extends MailTemplateName> = (typeof mailTemplates)[N] extends MailTemplate<infer D> ? D : never;

export function mailTemplate(name: string): MailTemplate<unknown> | undefined {
  return Object.hasOwn(mailTemplates, name)
    ? (mailTemplates[name as MailTemplateName] as unknown as MailTemplate<unknown>)
    : undefined;
}
