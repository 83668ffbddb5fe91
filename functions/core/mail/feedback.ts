import type { MessagePayload } from '@shared/schemas/queue-messages';
import { recordActivity } from '../activity/record';
import { maskAddress } from './mask';
import { suppressAddress } from './suppression';

/**
 * SES's feedback on sent mail (the configuration set's bounce and complaint events, through EventBridge
 * to the mail-feedback queue): a permanent bounce or a complaint puts the address on the suppression
 * list, so the mail-send consumer mails it no more. A transient bounce (mailbox full, greylisting) does
 * not: SES has already retried it, and the next mail may well arrive.
 */
export async function recordMailFeedback(event: MessagePayload<'mail.feedback'>): Promise<void> {
  const bounced = event.eventType === 'Bounce' && event.bounce?.bounceType === 'Permanent';
  const complained = event.eventType === 'Complaint';
  if (!bounced && !complained) return;
  const addresses = bounced
    ? (event.bounce?.bouncedRecipients ?? []).map((r) => r.emailAddress)
    : (event.complaint?.complainedRecipients ?? []).map((r) => r.emailAddress);
  const reason = bounced ? 'bounce' : 'complaint';
  for (const address of addresses) {
    await suppressAddress(address, reason);
    await recordActivity({
      level: 'warn',
      category: 'system',
      action: bounced ? 'mail.bounced' : 'mail.complained',
      message: bounced
        ? `Mail to ${maskAddress(address)} bounced for good: no more mail is sent to it`
        : `${maskAddress(address)} marked a mail as spam: no more mail is sent to it`,
    });
  }
}
