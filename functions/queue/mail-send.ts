import { deliverMail } from '../core/mail/deliver';
import { queueConsumer } from '../kit/queue-consumer';

/**
 * Queue consumer mail-send (routes.ts, issue 31): the one function that sends mail. Each message is a
 * mail queued by core/mail/outbox.ts queueMail; its key is claimed, so the same key is mailed once
 * however often it is queued or delivered. A failed send is retried by SQS, then dead-lettered.
 */
export const handler = queueConsumer('mail-send', {
  'mail.send': async (p, ctx) => {
    await deliverMail(p, ctx.log);
  },
});
