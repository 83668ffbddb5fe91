import * as db from '../../db/table-entities';
import { bucketOf, FIRST_REPLY_BUCKETS, histogramMedian } from './histogram';
import { monthPeriod } from './periods';

/**
 * The agents' figures (issue 32 items 7 and 10), counters kept when things happen, never by counting
 * conversations: per tenant and month the visitors' ratings (count, sum, 4–5s: CSAT % is the share of 4
 * and 5, as Zendesk and Intercom count it), and per tenant, agent and month the chats handled (resolved
 * with them as the owner), a histogram of their first replies and of their resolution times (from the
 * handoff to Resolve) and their ratings. A month's figures of every agent are one Query on the name prefix
 * `agent:<month>:` (agents × a few dozen small items), flat in the number of conversations.
 *
 * The agent credited with a chat is its assignee (set when an agent claims it); before anyone claimed it,
 * the author of its first agent reply; with neither, the team (TEAM).
 */
export const TEAM = 'team';
/** Below this many ratings a CSAT figure is not shown ("Not enough ratings yet"). */
export const MIN_RATINGS_FOR_CSAT = 5;
/** Upper bounds in seconds of the resolution-time histogram (from the handoff to Resolve). */
export const RESOLUTION_BUCKETS = [
  300,
  900,
  1800,
  3600,
  2 * 3600,
  4 * 3600,
  8 * 3600,
  24 * 3600,
  3 * 24 * 3600,
  7 * 24 * 3600,
  30 * 24 * 3600,
];
const CSAT = { count: 'csat:count', sum: 'csat:sum', satisfied: 'csat:satisfied' } as const;
const agentName = (month: string, agentId: string, metric: string) => `agent:${month}:${agentId}:${metric}`;

async function add(clientId: string, name: string, by: number, period: string): Promise<void> {
  await db.tenantCounter().update({ clientId, name, period }).add({ count: by }).go();
}

export async function recordAgentFirstReply(clientId: string, agentId: string, upper: number, month: string) {
  await add(clientId, agentName(month, agentId, `firstReply:${upper}`), 1, month);
}

/** Who a conversation counts for: its assignee, else the author of its first agent reply (not a note), else the team. */
export async function creditedAgent(c: { clientId: string; id: string; assigneeId?: string }): Promise<string> {
  if (c.assigneeId) return c.assigneeId;
  const { data } = await db
    .message()
    .query.byConversation({ clientId: c.clientId, conversationId: c.id })
    .where(({ senderType }, { eq }) => eq(senderType, 'human_agent'))
    .go({ pages: 'all', attributes: ['senderId', 'timestamp', 'id', 'isNote'] });
  // a private note is an agent's message too, but not an answer: it earns no credit
  const first = data
    .filter((m) => m.senderId && !m.isNote)
    .sort((a, b) => (a.timestamp + a.id).localeCompare(b.timestamp + b.id))[0];
  return first?.senderId ?? TEAM;
}

/** An agent resolved a conversation (once, after its conditional end): handled, and how long it took. */
export async function recordResolution(
  c: { clientId: string; id: string; assigneeId?: string; escalatedAt?: string; createdAt: string },
  resolvedAt: string,
): Promise<void> {
  const agentId = await creditedAgent(c);
  const month = monthPeriod(new Date(resolvedAt));
  const seconds = Math.max(0, (Date.parse(resolvedAt) - Date.parse(c.escalatedAt ?? c.createdAt)) / 1000);
  await Promise.all([
    add(c.clientId, agentName(month, agentId, 'handled'), 1, month),
    add(c.clientId, agentName(month, agentId, `resolution:${bucketOf(RESOLUTION_BUCKETS, seconds)}`), 1, month),
  ]);
}

/** A visitor's rating (once per conversation, after its conditional write), for the tenant and the agent. */
export async function recordRating(clientId: string, agentId: string, rating: number, ratedAt: string) {
  const month = monthPeriod(new Date(ratedAt));
  const satisfied = rating >= 4 ? 1 : 0;
  await Promise.all([
    add(clientId, CSAT.count, 1, month),
    add(clientId, CSAT.sum, rating, month),
    satisfied ? add(clientId, CSAT.satisfied, 1, month) : undefined,
    add(clientId, agentName(month, agentId, CSAT.count), 1, month),
    add(clientId, agentName(month, agentId, CSAT.sum), rating, month),
    satisfied ? add(clientId, agentName(month, agentId, CSAT.satisfied), 1, month) : undefined,
  ]);
}

export interface CsatFigures {
  ratings: number;
  /** Mean rating 1–5, null without ratings. */
  average: number | null;
  /** Share of 4 and 5 in %, null below MIN_RATINGS_FOR_CSAT. */
  percent: number | null;
}

function csatOf(count: number, sum: number, satisfied: number): CsatFigures {
  return {
    ratings: count,
    average: count > 0 ? Math.round((sum / count) * 10) / 10 : null,
    percent: count >= MIN_RATINGS_FOR_CSAT ? Math.round((satisfied / count) * 100) : null,
  };
}

/** The tenant's CSAT of a month: three counter items. */
export async function readCsat(clientId: string, month = monthPeriod()): Promise<CsatFigures> {
  const { data } = await db
    .tenantCounter()
    .get(Object.values(CSAT).map((name) => ({ clientId, name, period: month })))
    .go();
  const get = (name: string) => data.find((c) => c.name === name)?.count ?? 0;
  return csatOf(get(CSAT.count), get(CSAT.sum), get(CSAT.satisfied));
}

export interface AgentFigures {
  agentId: string;
  handled: number;
  firstReplies: number;
  medianFirstReplySeconds: number | null;
  medianResolutionSeconds: number | null;
  csat: CsatFigures;
}

/** Every agent's figures of a month, from one Query of the month's agent counters. */
export async function readAgentFigures(clientId: string, month = monthPeriod()): Promise<AgentFigures[]> {
  const prefix = `agent:${month}:`;
  const { data } = await db
    .tenantCounter()
    .query.byName({ clientId })
    .begins({ name: prefix })
    .go({ pages: 'all', attributes: ['name', 'period', 'count'] });
  const byAgent = new Map<string, Map<string, number>>();
  for (const c of data) {
    if (c.period !== month || !c.name.startsWith(prefix)) continue;
    const rest = c.name.slice(prefix.length);
    const at = rest.indexOf(':');
    const agentId = rest.slice(0, at);
    const metrics = byAgent.get(agentId) ?? new Map<string, number>();
    metrics.set(rest.slice(at + 1), c.count);
    byAgent.set(agentId, metrics);
  }
  return [...byAgent].map(([agentId, m]) => {
    const get = (metric: string) => m.get(metric) ?? 0;
    const firstReply = histogramMedian(
      FIRST_REPLY_BUCKETS.map((upper) => ({ upper, count: get(`firstReply:${upper}`) })),
    );
    const resolution = histogramMedian(
      RESOLUTION_BUCKETS.map((upper) => ({ upper, count: get(`resolution:${upper}`) })),
    );
    return {
      agentId,
      handled: get('handled'),
      firstReplies: firstReply.count,
      medianFirstReplySeconds: firstReply.median,
      medianResolutionSeconds: resolution.median,
      csat: csatOf(get(CSAT.count), get(CSAT.sum), get(CSAT.satisfied)),
    };
  });
}
