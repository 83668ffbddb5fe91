import { NotFoundError } from '../../base/errors';
import * as db from '../../db/table-entities';

/**
 * Export Data (issue 12, Admin → Clients): one tenant's data as a JSON document. Every section is a
 * bounded read (a Lambda response stays well inside 6 MB): past its cap a section is cut, and the
 * document says so in `truncated`. Nothing secret goes in: users carry no password or token material
 * (passwords live in the identity service; the response schema lists a user's fields one by one, so
 * the token cut-off `notBefore` is dropped), and the tenant's
 * integration settings (which hold credentials) are not exported.
 */
export const EXPORT_CAPS = {
  users: 500,
  intents: 500,
  leads: 1000,
  /** The newest conversations … */
  conversations: 100,
  /** … each with its first messages. */
  messagesPerConversation: 100,
} as const;
/**
 * A Lambda response is at most 6 MB: the file stays under this. Leads, then conversations (newest
 * first) are kept while they fit; what does not fit is cut, and `truncated` says so.
 */
export const EXPORT_MAX_BYTES = 5_000_000;
/** Message reads in flight at once, so a big export does not burst the table. */
const MESSAGE_READS_AT_ONCE = 10;

/** Index keys and bookkeeping that mean nothing outside Parley. */
const omit = <T extends Record<string, unknown>>(item: T, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(item).filter(([k]) => !keys.includes(k)));

/** Reads up to `cap` items and whether there were more. */
async function bounded<T>(read: (count: number) => Promise<{ data: T[] }>, cap: number) {
  const { data } = await read(cap + 1);
  return { items: data.slice(0, cap), cut: data.length > cap };
}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** The items, in order, that fit in what is left of the budget (which they use up); cut = some did not. */
export function withinBudget<T>(items: T[], budget: { left: number }): { items: T[]; cut: boolean } {
  const kept: T[] = [];
  for (const item of items) {
    const bytes = jsonBytes(item);
    if (bytes > budget.left) return { items: kept, cut: true };
    budget.left -= bytes;
    kept.push(item);
  }
  return { items: kept, cut: false };
}

export async function exportClient(clientId: string) {
  const { data: client } = await db.client().get({ clientId }).go();
  if (!client) throw new NotFoundError('Client');
  const [users, { data: widgetSettings }, intents, leads, conversations] = await Promise.all([
    bounded((count) => db.user().query.byId({ clientId }).go({ count }), EXPORT_CAPS.users),
    db.widgetSettings().get({ clientId }).go(),
    bounded((count) => db.intent().query.byId({ clientId }).go({ count }), EXPORT_CAPS.intents),
    bounded((count) => db.lead().query.byCreated({ clientId }).go({ count, order: 'desc' }), EXPORT_CAPS.leads),
    bounded(
      (count) => db.conversation().query.byCreated({ clientId }).go({ count, order: 'desc' }),
      EXPORT_CAPS.conversations,
    ),
  ]);

  const head = {
    client: omit(client, ['searchText', 'kind']),
    users: users.items,
    widgetSettings: widgetSettings ?? null,
    intents: intents.items,
  };
  const budget = { left: EXPORT_MAX_BYTES - jsonBytes(head) };
  const keptLeads = withinBudget(
    leads.items.map((l) => omit(l, ['searchText', 'scoreKey', 'pipeline', 'enrichmentKey', 'jobId'])),
    budget,
  );

  const withMessages: Record<string, unknown>[] = [];
  let messagesCut = false;
  let conversationsCut = conversations.cut;
  reading: for (let i = 0; i < conversations.items.length; i += MESSAGE_READS_AT_ONCE) {
    const batch = conversations.items.slice(i, i + MESSAGE_READS_AT_ONCE);
    const read = await Promise.all(
      batch.map((c) =>
        bounded(
          (count) => db.message().query.byConversation({ clientId, conversationId: c.id }).go({ count }),
          EXPORT_CAPS.messagesPerConversation,
        ),
      ),
    );
    for (const [j, c] of batch.entries()) {
      const full = { ...c, messages: read[j].items.map((m) => omit(m, ['clientId', 'conversationId'])) };
      if (withinBudget([full], budget).cut) {
        conversationsCut = true;
        break reading;
      }
      messagesCut ||= read[j].cut;
      withMessages.push(full);
    }
  }

  return {
    exportedAt: new Date().toISOString(),
    caps: { ...EXPORT_CAPS, bytes: EXPORT_MAX_BYTES },
    /** Which sections were cut (then they hold the newest items, or for messages a conversation's first). */
    truncated: {
      users: users.cut,
      intents: intents.cut,
      leads: leads.cut || keptLeads.cut,
      conversations: conversationsCut,
      messages: messagesCut,
    },
    ...head,
    leads: keptLeads.items,
    conversations: withMessages,
  };
}

/** The download's file name: `<company-slug>-export-<date>.json`. */
export function exportFileName(companyName: string, at = new Date()): string {
  const slug =
    companyName
      .normalize('NFKD')
      // the accents NFKD split off (é → e + ◌́), so "Délice" gives "delice", not "de-lice"
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'client';
  return `${slug}-export-${at.toISOString().slice(0, 10)}.json`;
}
