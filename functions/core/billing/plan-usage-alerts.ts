import * as db from '../../db/table-entities';
import { mailTeam } from '../alerts/send';
import { tenantMailAlerts } from '../alerts/settings';
import { planEnded, usagePeriod } from './usage-period';

/** The thresholds of the plan's conversations the owners are told about (issue 31 item 4). */
export const PLAN_ALERT_PERCENTS = [80, 100] as const;

/**
 * After a conversation was counted against the plan (the lead-enrichment consumer, for each captured
 * lead, never in the visitor's request): reads the usage period's counter and mails the owners when it
 * reached 80 % or 100 % of the plan's limit, once per threshold per usage period. Once is a marker item
 * (a tenantCounter named for the threshold, in the period) written after the mails were queued: the mail
 * queue's keys are remembered for 15 days only (db/message-claims.ts), shorter than a period, and they
 * make two consumers racing before the marker exists send one mail; a failure before the marker leaves
 * the alert to the redelivery.
 */
export async function alertPlanUsage(clientId: string, now = new Date()): Promise<number[]> {
  const { data: client } = await db
    .client()
    .get({ clientId })
    .go({ attributes: ['conversationsLimit', 'billingAnchor', 'planEndsAt', 'mailAlerts'] });
  if (!client || client.conversationsLimit <= 0 || planEnded(client, now)) return [];
  if (!tenantMailAlerts(client.mailAlerts).planLimits) return [];
  const period = usagePeriod(client.billingAnchor, now).key;
  const { data: counter } = await db.tenantCounter().get({ clientId, name: 'planConversations', period }).go();
  const used = counter?.count ?? 0;
  const limit = client.conversationsLimit;
  const reached = PLAN_ALERT_PERCENTS.filter((p) => used >= Math.ceil((limit * p) / 100));
  const sent: number[] = [];
  for (const percent of reached) {
    const marker = { clientId, name: `planAlert${percent}`, period };
    const { data: done } = await db.tenantCounter().get(marker).go();
    if (done) continue;
    await mailTeam(clientId, 'billing', {
      template: 'plan-limit',
      data: { percent, used: Math.min(used, limit), limit },
      key: `plan-limit:${period}:${percent}`,
    });
    await db
      .tenantCounter()
      .put({ ...marker, count: 1 })
      .go();
    sent.push(percent);
  }
  return sent;
}
