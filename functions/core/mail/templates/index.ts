// PLACEHOLDER registry until mail-core lands on main (issue 31): the merge takes mail-core's index and keeps these lines.
import { agentReply } from './agent-reply';
import { escalationAlert } from './escalation-alert';
import { leadDigest } from './lead-digest';
import { newLead } from './new-lead';
import { paymentFailed } from './payment-failed';
import { planLimit } from './plan-limit';
import { transcript } from './transcript';

export const templates = {
  'escalation-alert': escalationAlert,
  'new-lead': newLead,
  'lead-digest': leadDigest,
  'plan-limit': planLimit,
  'payment-failed': paymentFailed,
  transcript,
  'agent-reply': agentReply,
};
export type MailTemplateName = keyof typeof templates;
