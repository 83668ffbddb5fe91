import { sendMessage } from '../../adapters/queue';
import { type MailData, type MailTemplateName, mailTemplates } from './templates';

export interface QueuedMail<N extends MailTemplateName> {
  template: N;
  to: string;
  /** The tenant the mail is about: its name goes in the mail, and the activity log entry is the tenant's. */
  clientId?: string;
  data: MailData<N>;
  /** Once-only: a key is mailed once, however often it is queued (e.g. `invite:${inviteId}:${sendNo}`). */
  key: string;
}

/**
 * Puts a mail on the mail-send queue (functions/queue/mail-send.ts renders, checks the suppression list
 * and sends it). Never sends inline: a request never waits for the mail service. The data is checked
 * against the template's schema here, so a wrong call fails in the caller, not later in the queue.
 */
export async function queueMail<N extends MailTemplateName>(mail: QueuedMail<N>): Promise<void> {
  const data = mailTemplates[mail.template].data.parse(mail.data) as Record<string, unknown>;
  await sendMessage('mail.send', {
    idempotencyKey: mail.key,
    payload: { template: mail.template, to: mail.to, clientId: mail.clientId, data },
  });
}
