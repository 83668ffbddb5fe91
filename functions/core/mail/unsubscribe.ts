import { randomBytes } from 'node:crypto';
import * as db from '../../db/table-entities';
import { recordActivity } from '../activity/record';
import { maskAddress } from './mask';
import { recordUnsubscribe } from './suppression';
import type { MailCategory } from './template';

/** How long an unsubscribe link works (a year: people unsubscribe from old mail too). */
const LINK_DAYS = 365;

export interface UnsubscribeUrls {
  /** The page the mail's link opens (web: /unsubscribe/:token), which asks before it records. */
  page: string;
  /** RFC 8058 one-click: mail clients POST here (List-Unsubscribe header). */
  oneClick: string;
}

/**
 * A new unsubscribe link for one alert or visitor mail. The token is random (128 bits) and stands for
 * the address, category and tenant in the table, so the URL names no address and cannot be guessed.
 */
export async function createUnsubscribeLink(
  appOrigin: string,
  mail: { address: string; category: Exclude<MailCategory, 'account'>; clientId?: string },
  now = new Date(),
): Promise<UnsubscribeUrls> {
  const token = randomBytes(16).toString('base64url');
  await db
    .mailLink()
    .create({
      token,
      address: mail.address.trim().toLowerCase(),
      category: mail.category,
      clientId: mail.clientId,
      expiresAt: Math.floor(now.getTime() / 1000) + LINK_DAYS * 86_400,
    })
    .go();
  return { page: `${appOrigin}/unsubscribe/${token}`, oneClick: `${appOrigin}/api/mail/unsubscribe/${token}` };
}

export interface UnsubscribeTarget {
  category: 'alert' | 'visitor';
  /** Masked: the page shows which address without showing it whole to whoever holds the link. */
  address: string;
  tenantName: string | null;
}

async function linkOf(token: string) {
  const { data } = await db.mailLink().get({ token }).go();
  // DynamoDB's TTL deletes within days of expiry, not at once
  if (!data || data.expiresAt * 1000 < Date.now()) return null;
  return data;
}

async function describe(link: { address: string; category: 'alert' | 'visitor'; clientId?: string }) {
  const tenant = link.clientId
    ? (
        await db
          .client()
          .get({ clientId: link.clientId })
          .go({ attributes: ['companyName'] })
      ).data
    : null;
  return { category: link.category, address: maskAddress(link.address), tenantName: tenant?.companyName ?? null };
}

/** What a link would unsubscribe from, or null for an unknown or expired link. */
export async function unsubscribeTarget(token: string): Promise<UnsubscribeTarget | null> {
  const link = await linkOf(token);
  return link ? describe(link) : null;
}

/** Records the opt-out the link stands for (again is harmless); null for an unknown or expired link. */
export async function unsubscribe(token: string): Promise<UnsubscribeTarget | null> {
  const link = await linkOf(token);
  if (!link) return null;
  await recordUnsubscribe(link.address, link.category, link.clientId);
  await recordActivity({
    level: 'info',
    category: 'system',
    action: 'mail.unsubscribed',
    message: `${maskAddress(link.address)} unsubscribed from ${link.category} mail`,
    clientId: link.clientId,
  });
  return describe(link);
}
