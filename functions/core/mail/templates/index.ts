import type { MailTemplate } from '../template';
import { agentInvitationMail } from './agent-invitation';
import { testMail } from './test';
import { testAlertMail } from './test-alert';

/**
 * Every mail template by name, one line each (queueMail and the mail-send consumer look them up here).
 * Add yours as `'<name>': <yourTemplate>,`.
 */
export const mailTemplates = {
  test: testMail,
  'test-alert': testAlertMail,
  'agent-invitation': agentInvitationMail,
} as const;

export type MailTemplateName = keyof typeof mailTemplates;
/** The data a template takes. */
export type MailData<N extends MailTemplateName> = (typeof mailTemplates)[N] extends MailTemplate<infer D> ? D : never;

export function mailTemplate(name: string): MailTemplate<unknown> | undefined {
  return Object.hasOwn(mailTemplates, name)
    ? (mailTemplates[name as MailTemplateName] as unknown as MailTemplate<unknown>)
    : undefined;
}
