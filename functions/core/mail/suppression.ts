import * as db from '../../db/table-entities';
import type { MailCategory } from './template';

/**
 * The suppression list (issue 31): an address that bounced for good or complained gets no more mail; one
 * that unsubscribed gets no more mail of that category from that tenant. The mail-send consumer checks it
 * before every send and records a suppressed mail instead. SES's configuration set suppresses bounces and
 * complaints on its side too (infra/stacks/mail-stack.ts); this list is what the product itself knows.
 */
export type SuppressionReason = 'bounce' | 'complaint' | 'unsubscribe';

const ALL = 'all';
const scopeOf = (category: MailCategory, clientId: string | undefined) => `${category}:${clientId ?? '*'}`;
const normal = (address: string) => address.trim().toLowerCase();

/** Why `address` must not get this mail, or null when it may. */
export async function suppressionOf(
  address: string,
  category: MailCategory,
  clientId: string | undefined,
): Promise<SuppressionReason | null> {
  const { data } = await db
    .mailSuppression()
    .query.byAddress({ address: normal(address) })
    .go({ attributes: ['scope', 'reason'], pages: 'all' });
  const scopes = new Set([ALL, scopeOf(category, clientId)]);
  return data.find((s) => scopes.has(s.scope))?.reason ?? null;
}

/** SES reported a permanent bounce or a complaint: no more mail of any kind to the address. */
export async function suppressAddress(address: string, reason: 'bounce' | 'complaint', now = new Date()) {
  await db
    .mailSuppression()
    .put({ address: normal(address), scope: ALL, reason, at: now.toISOString() })
    .go();
}

/** The address unsubscribed from one category of one tenant's mail (or of mail about no tenant). */
export async function recordUnsubscribe(
  address: string,
  category: MailCategory,
  clientId: string | undefined,
  now = new Date(),
) {
  await db
    .mailSuppression()
    .put({ address: normal(address), scope: scopeOf(category, clientId), reason: 'unsubscribe', at: now.toISOString() })
    .go();
}
