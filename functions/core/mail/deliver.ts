import type { MessagePayload } from '@shared/schemas/queue-messages';
import { sendMail } from '../../adapters/mail';
import type { Logger } from '../../base/logger';
import { requireAppOrigin } from '../../base/origin';
import * as db from '../../db/table-entities';
import { maskAddress } from './mask';
import { renderMail } from './render';
import { mailTemplate } from './templates';

/**
 * One queued mail (the mail-send consumer, once per key): render the template with the layout and send
 * it through SES. A template that does not exist or data it refuses throws, so the message ends in the
 * dead-letter queue after its retries rather than being dropped unseen.
 */
export async function deliverMail(mail: MessagePayload<'mail.send'>, log: Logger): Promise<void> {
  const template = mailTemplate(mail.template);
  if (!template) throw new Error(`No mail template named ${mail.template}`);
  const data = template.data.parse(mail.data);
  const tenantName = mail.clientId ? await tenantNameOf(mail.clientId) : undefined;
  const rendered = renderMail(template, data, {
    appOrigin: requireAppOrigin('links in mail'),
    tenantName,
  });
  const messageId = await sendMail({ to: mail.to, ...rendered });
  log.info('mail sent', { template: template.name, to: maskAddress(mail.to), sesMessageId: messageId });
}

async function tenantNameOf(clientId: string): Promise<string | undefined> {
  const { data } = await db
    .client()
    .get({ clientId })
    .go({ attributes: ['companyName'] });
  return data?.companyName;
}
