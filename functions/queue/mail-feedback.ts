import { recordMailFeedback } from '../core/mail/feedback';
import { queueConsumer } from '../kit/queue-consumer';

/**
 * Queue consumer mail-feedback (routes.ts, issue 31): SES's bounce and complaint events for the stage's
 * configuration set (EventBridge → this queue, infra/stacks/mail-stack.ts) put addresses on the
 * suppression list. Recording a suppression twice is harmless, so nothing is claimed.
 */
export const handler = queueConsumer(
  'mail-feedback',
  { 'mail.feedback': (p) => recordMailFeedback(p) },
  { once: false },
);
