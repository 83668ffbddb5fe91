import type { MailAlertsForm } from '@shared/schemas/mail-alerts';
import * as db from '../../db/table-entities';
import { mailTeam } from './send';
import { tenantMailAlerts } from './settings';

/**
 * A new lead (issue 31 item 4), as Settings → Notifications says: a mail at once, a line in the day's
 * digest at the business's hour (pending until the sweep, core/alerts/sweep.ts), or nothing. Called by
 * the lead-enrichment consumer for a captured lead, never in the visitor's request.
 */
export async function alertNewLead(clientId: string, leadId: string, now = new Date()): Promise<void> {
  const [{ data: client }, { data: lead }] = await Promise.all([
    db
      .client()
      .get({ clientId })
      .go({ attributes: ['mailAlerts'] }),
    db
      .lead()
      .get({ clientId, id: leadId })
      .go({ attributes: ['name', 'email', 'phone', 'company'] }),
  ]);
  if (!client || !lead) return;
  const settings = tenantMailAlerts(client.mailAlerts);
  const summary = { name: lead.name, email: lead.email ?? null };
  if (settings.newLeads === 'instant') {
    await mailTeam(clientId, 'lead', {
      template: 'new-lead',
      data: { ...summary, phone: lead.phone ?? null, company: lead.company ?? null },
      key: `lead:${leadId}`,
    });
  } else if (settings.newLeads === 'daily') {
    await db
      .pendingAlert()
      .put({
        clientId,
        alert: 'lead',
        itemId: leadId,
        dueAt: nextDigestAt(settings, now).toISOString(),
        summary,
        expiresAt: Math.floor(now.getTime() / 1000) + 8 * 86_400,
      })
      .go();
  }
}

/** The zone's offset from UTC at `at`, in ms (Intl's own calendar fields, no parsing of formatted text). */
function offsetMs(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The next time it is `digestHour`:00 in the tenant's time zone, after `now`. The offset is the zone's at
 * that hour (checked again there, so a daylight-saving change between now and then is followed).
 */
export function nextDigestAt(settings: Pick<MailAlertsForm, 'digestHour' | 'timeZone'>, now: Date): Date {
  const local = new Date(now.getTime() + offsetMs(settings.timeZone, now));
  const wall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), settings.digestHour);
  const day = wall <= local.getTime() ? wall + 86_400_000 : wall;
  const guess = day - offsetMs(settings.timeZone, now);
  return new Date(day - offsetMs(settings.timeZone, new Date(guess)));
}
