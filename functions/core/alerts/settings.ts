import { MAIL_ALERT_DEFAULTS, type MailAlertsForm, mailAlertsForm } from '@shared/schemas/mail-alerts';
import * as z from 'zod';
import * as db from '../../db/table-entities';

/**
 * The tenant's email alerts (Settings → Notifications): one copy on the client item, as the AI Config,
 * because the owner decides what the team is mailed. Each field falls back to its default when it is
 * missing or no longer valid; no map at all is all defaults.
 */
const { shape } = mailAlertsForm;
const storedMailAlerts = z
  .object({
    escalations: shape.escalations.catch(MAIL_ALERT_DEFAULTS.escalations),
    newLeads: shape.newLeads.catch(MAIL_ALERT_DEFAULTS.newLeads),
    digestHour: shape.digestHour.catch(MAIL_ALERT_DEFAULTS.digestHour),
    timeZone: shape.timeZone.catch(MAIL_ALERT_DEFAULTS.timeZone),
    planLimits: shape.planLimits.catch(MAIL_ALERT_DEFAULTS.planLimits),
    paymentFailed: shape.paymentFailed.catch(MAIL_ALERT_DEFAULTS.paymentFailed),
  })
  .catch(() => ({ ...MAIL_ALERT_DEFAULTS }));

export const tenantMailAlerts = (stored: unknown): MailAlertsForm => storedMailAlerts.parse(stored ?? {});

export async function readMailAlerts(clientId: string): Promise<MailAlertsForm> {
  const { data } = await db
    .client()
    .get({ clientId })
    .go({ attributes: ['mailAlerts'] });
  return tenantMailAlerts(data?.mailAlerts);
}

export async function writeMailAlerts(clientId: string, form: MailAlertsForm): Promise<MailAlertsForm> {
  await db.client().patch({ clientId }).set({ mailAlerts: form }).go();
  return tenantMailAlerts(form);
}
