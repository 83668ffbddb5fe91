import {
  BUSINESS_HOURS_DEFAULTS,
  type BusinessHoursForm,
  businessHoursForm,
  type GetBusinessHoursResponse,
} from '@shared/schemas/business-hours';
import * as db from '../../db/table-entities';
import { describeReopening, isOpen, nextOpening } from './opening-hours';

/**
 * A tenant's business hours (issue 32 item 8), as stored and as the handoff asks them: outside the hours a
 * chat handed to a person gets the away message (when the team is back, and a reply by email meanwhile;
 * core/chat/offline-handoff.ts), stays escalated and unassigned in the queue, and the team's escalation
 * mail tells them. One item per tenant (db/entities/business-hours.ts); none saved = off = always open.
 */

export async function readBusinessHours(clientId: string): Promise<BusinessHoursForm> {
  const { data } = await db.businessHours().get({ clientId }).go();
  if (!data) return BUSINESS_HOURS_DEFAULTS;
  // what was saved passed the same schema; a stored item it no longer accepts reads as off
  const parsed = businessHoursForm.safeParse({
    enabled: data.enabled,
    timeZone: data.timeZone,
    weekly: data.weekly,
    holidays: data.holidays ?? [],
  });
  return parsed.success ? parsed.data : BUSINESS_HOURS_DEFAULTS;
}

export async function writeBusinessHours(clientId: string, form: BusinessHoursForm, now = new Date()) {
  await db
    .businessHours()
    .upsert({ clientId, ...form })
    .go();
  return describeHours(form, now);
}

/** The Settings screen's view: the hours, and what they mean at `now`. */
export function describeHours(hours: BusinessHoursForm, now: Date): GetBusinessHoursResponse {
  const away = awayMessage(hours, now);
  return { hours, openNow: away === null, awayMessage: away };
}

/**
 * The visitor's words while the team is closed: "We're back Monday at 9:00 (IST)." (computed from the
 * hours, the next opening after `now`), or "We're away right now." when no opening is in sight; null while
 * open or when the hours are off.
 */
export function awayMessage(hours: BusinessHoursForm, now: Date): string | null {
  if (isOpen(hours, now)) return null;
  const reopening = nextOpening(hours, now);
  return reopening ? `We're back ${describeReopening(hours.timeZone, reopening)}.` : "We're away right now.";
}

/** What follows the away message in the handoff, as OFFLINE_HANDOFF's cases (shared/agent-behaviour.ts). */
export const AWAY_HANDOFF = {
  withEmail: "We'll reply to your question by email as soon as we can.",
  askEmail: "Leave your email address below and we'll reply to your question by email.",
  /** A channel the agent's reply reaches by itself (WhatsApp): no email needed. */
  sameChannel: "We'll reply to you here as soon as we can.",
} as const;

/** The tenant's away message at `now`, or null while it is open (the handoff asks this first). */
export async function awayNow(clientId: string, now = new Date()): Promise<string | null> {
  return awayMessage(await readBusinessHours(clientId), now);
}
