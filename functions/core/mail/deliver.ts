import type { MessagePayload } from '@shared/schemas/queue-messages';
import { sendMail } from '../../adapters/mail';
import type { Logger } from '../../base/logger';
import { requireAppOrigin } from '../../base/origin';
import * as db from '../../db/table-entities';
import { recordActivity } from '../activity/record';
import { maskAddress } from './mask';
import { renderMail } from './render';
import { suppressionOf } from './suppression';
import { mailTemplate } from './templates';
import { createUnsubscribeLink } from './unsubscribe';

const SUPPRESSED_BECAUSE = {
  bounce: 'the address bounced',
  complaint: 'the recipient marked mail as spam',
  unsubscribe: 'the recipient unsubscribed',
} as const;

/**
 * One queued mail (the mail-send consumer, once per key): unless the address is on the suppression list,
 * render the template with the layout (an unsubscribe link for alert and visitor mail) and send it
 * through SES. Either way the activity log records it, the address masked. A template that does not
 * exist or data it refuses throws, so the message ends in the dead-letter queue after its retries
 * rather than being dropped unseen.
 */
export async function deliverMail(mail: MessagePayload<'mail.send'>, log: Logger): Promise<'sent' | 'suppressed'> {
  const template = mailTemplate(mail.template);
  if (!template) throw new Error(`No mail template named ${mail.template}`);
  const data = template.data.parse(mail.data);
  const to = maskAddress(mail.to);

  const suppressed = await suppressionOf(mail.to, template.category, mail.clientId);
  if (suppressed) {
    log.info('mail suppressed', { template: template.name, to, reason: suppressed });
    await recordActivity({
      level: 'warn',
      category: 'system',
      action: 'mail.suppressed',
      message: `Mail "${template.name}" to ${to} not sent: ${SUPPRESSED_BECAUSE[suppressed]}`,
      clientId: mail.clientId,
    });
    return 'suppressed';
  }

  const appOrigin = requireAppOrigin('links in mail');
  const [tenantName, unsubscribe] = await Promise.all([
    mail.clientId ? tenantNameOf(mail.clientId) : undefined,
    template.category === 'account'
      ? undefined
      : createUnsubscribeLink(appOrigin, { address: mail.to, category: template.category, clientId: mail.clientId }),
  ]);
  const rendered = renderMail(
    template,
    data,
    { appOrigin, tenantName, unsubscribeUrl: unsubscribe?.page },
    unsubscribe?.oneClick,
  );
  const messageId = await sendMail({ to: mail.to, ...rendered });
  log.info('mail sent', { template: template.name, to, sesMessageId: messageId });
  await recordActivity({
    level: 'info',
    category: 'system',
    action: 'mail.sent',
    message: `Mail "${template.name}" sent to ${to}`,
    clientId: mail.clientId,
  });
  return 'sent';
}

async function tenantNameOf(clientId: string): Promise<string | undefined> {
  const { data } = await db
    .client()
    .get({ clientId })
    .go({ attributes: ['companyName'] });
  return data?.companyName;
}
