import * as z from 'zod';
import { LEAD_ALERT_MODES } from '../enums';
import { timeZoneSchema } from '../timezones';
import { widgetConversationStateSchema } from './chat-message';
import { email } from './common';

/**
 * Settings → Notifications → Email alerts (issue 31 item 4): the business's alert mails, one copy per
 * tenant on the client item (functions/core/alerts/settings.ts), as the AI Config is: the owner decides
 * what the team is mailed. Each switch decides one alert.
 */
export { LEAD_ALERT_MODES, type LeadAlertMode } from '../enums';

export const mailAlertsForm = z
  .object({
    /** A chat handed to a person while no agent of the team is online: the agents are mailed. */
    escalations: z.boolean(),
    /** A new lead: a mail each, one digest a day, or none. */
    newLeads: z.enum(LEAD_ALERT_MODES),
    /** The digest's hour (0–23) in `timeZone`, the business's local time. */
    digestHour: z.number().int().min(0).max(23),
    timeZone: timeZoneSchema,
    /** The plan's monthly conversations at 80 % and at 100 %. */
    planLimits: z.boolean(),
    /** A subscription payment the gateway could not take. */
    paymentFailed: z.boolean(),
  })
  .strict();
export type MailAlertsForm = z.infer<typeof mailAlertsForm>;

/** Parley's businesses pay in rupees: IST unless the owner says otherwise. */
export const MAIL_ALERT_DEFAULTS: MailAlertsForm = {
  escalations: true,
  newLeads: 'instant',
  digestHour: 9,
  timeZone: 'Asia/Kolkata',
  planLimits: true,
  paymentFailed: true,
};

/** POST /api/widget/transcript: "Email me this conversation". */
export const transcriptRequest = z.object({ email: email.optional() }).strict();
/** The address it goes to, masked (r***@example.com): the widget confirms where without showing it whole. */
export const transcriptResponse = z.object({ sentTo: z.string() });

/** POST /api/widget/reply-address: the address a visitor gives for an agent's reply by email. */
export const replyAddressRequest = z.object({ email }).strict();
export const replyAddressResponse = z.object({ conversation: widgetConversationStateSchema });
