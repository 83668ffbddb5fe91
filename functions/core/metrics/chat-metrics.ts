import * as db from '../../db/table-entities';
import { recordAgentFirstReply } from './agent-metrics';
import { bucketOf, FIRST_REPLY_BUCKETS, histogramMedian } from './histogram';
import { monthPeriod } from './periods';

/**
 * Conversation counters kept when things happen (never by counting rows), read by the Conversations
 * monitor's cards and the dashboard's live-chat quality figures. Test chats (/ccai-test) never count.
 *
 * Definitions as Chatwoot uses them:
 * - bot resolution rate = conversations that ended without any human message ÷ conversations that ended;
 * - handoff rate = conversations escalated ÷ conversations started (both this month);
 * - median time to the first human reply after escalation, from a histogram of reply times (so one
 *   item per bucket, not one per reply): the median is reported as its bucket's upper bound.
 */
export const ALL_TIME = 'all';
export const STATUS_COUNTERS = {
  total: 'conversations:total',
  active: 'conversations:active',
  escalated: 'conversations:escalated',
  resolved: 'conversations:resolved',
} as const;
const ENDED = 'conversations:ended';
const ENDED_WITHOUT_HUMAN = 'conversations:endedWithoutHuman';

export { FIRST_REPLY_BUCKETS } from './histogram';

const bucketName = (upper: number) => `firstReply:${upper}`;

async function add(clientId: string, name: string, by: number, period: string): Promise<void> {
  await db.tenantCounter().update({ clientId, name, period }).add({ count: by }).go();
}

/** The all-time status counters a new conversation moves (startConversation, once its transaction committed). */
export const START_COUNTERS = [STATUS_COUNTERS.total, STATUS_COUNTERS.active] as const;

export async function recordEscalated(clientId: string): Promise<void> {
  await add(clientId, STATUS_COUNTERS.escalated, 1, ALL_TIME);
}

/** A conversation left 'active' (resolved by an agent or abandoned): exactly once, by its conditional patch. */
export async function recordEnded(
  clientId: string,
  how: 'resolved' | 'abandoned',
  conversation: { firstResponseAt?: string },
): Promise<void> {
  const period = monthPeriod();
  await Promise.all([
    add(clientId, STATUS_COUNTERS.active, -1, ALL_TIME),
    how === 'resolved' ? add(clientId, STATUS_COUNTERS.resolved, 1, ALL_TIME) : undefined,
    add(clientId, ENDED, 1, period),
    conversation.firstResponseAt ? undefined : add(clientId, ENDED_WITHOUT_HUMAN, 1, period),
  ]);
}

/** This month's sum of first-reply seconds: with the histogram's count it gives the average (billing Usage). */
export const FIRST_REPLY_SECONDS_TOTAL = 'firstReplySecondsTotal' as const;

/** The first reply after escalation, for the tenant and (issue 32 item 10) for the agent who wrote it. */
export async function recordFirstReply(clientId: string, seconds: number, agentId?: string): Promise<void> {
  const upper = bucketOf(FIRST_REPLY_BUCKETS, seconds);
  const period = monthPeriod();
  await Promise.all([
    add(clientId, bucketName(upper), 1, period),
    add(clientId, FIRST_REPLY_SECONDS_TOTAL, Math.round(seconds), period),
    agentId ? recordAgentFirstReply(clientId, agentId, upper, period) : undefined,
  ]);
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The four cards and this month's quality figures, from a handful of counter items. */
export async function readConversationStats(clientId: string, period = monthPeriod()) {
  const keys = [
    ...Object.values(STATUS_COUNTERS).map((name) => ({ clientId, name, period: ALL_TIME })),
    ...[ENDED, ENDED_WITHOUT_HUMAN, 'conversations', 'escalations', ...FIRST_REPLY_BUCKETS.map(bucketName)].map(
      (name) => ({ clientId, name, period }),
    ),
  ];
  // one batch read of known keys: the tenant's partition also holds hourly lead counters, never scanned
  const { data } = await db.tenantCounter().get(keys).go();
  const get = (name: string, p: string) => data.find((c) => c.name === name && c.period === p)?.count ?? 0;
  const histogram = FIRST_REPLY_BUCKETS.map((upper) => ({ upper, count: get(bucketName(upper), period) }));
  const { count: firstReplies, median } = histogramMedian(histogram);
  const ended = get(ENDED, period);
  const endedWithoutHuman = get(ENDED_WITHOUT_HUMAN, period);
  // started and escalated this month are the plan quota's and the dashboard's own counters
  const started = get('conversations', period);
  const escalated = get('escalations', period);
  return {
    counts: {
      total: get(STATUS_COUNTERS.total, ALL_TIME),
      active: Math.max(0, get(STATUS_COUNTERS.active, ALL_TIME)),
      escalated: get(STATUS_COUNTERS.escalated, ALL_TIME),
      resolved: get(STATUS_COUNTERS.resolved, ALL_TIME),
    },
    metrics: {
      period,
      ended,
      endedWithoutHuman,
      botResolutionRate: rate(endedWithoutHuman, ended),
      started,
      escalated,
      handoffRate: rate(escalated, started),
      firstReplies,
      medianFirstReplySeconds: median,
    },
  };
}
