import { queueMail } from '../mail/outbox';
import type { MailData, MailTemplateName } from '../mail/templates';
import { type Audience, recipientsOf } from './recipients';

/**
 * One alert to the tenant's people it is for (recipients.ts), a mail each, each once: the key is the
 * alert's own (`escalation:<conversation>`, `plan-limit:<period>:80`, …) and the address, so a retried
 * sweep or consumer sends nobody a second copy. Answers how many mails were queued.
 */
export async function mailTeam<N extends MailTemplateName>(
  clientId: string,
  audience: Audience,
  mail: { template: N; data: MailData<N>; key: string },
  extra: readonly string[] = [],
): Promise<number> {
  const to = [...new Set([...(await recipientsOf(clientId, audience)), ...extra.map((e) => e.toLowerCase())])];
  await Promise.all(
    to.map((address) =>
      queueMail({ template: mail.template, to: address, clientId, data: mail.data, key: `${mail.key}:${address}` }),
    ),
  );
  return to.length;
}
