import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import { bumpCounter, readCounter } from '../metrics/counters';
import { monthPeriod } from '../metrics/periods';

/** One page view with the widget: counted for the month, and the tenant's widget is marked installed. */
export async function recordWidgetLoad(clientId: string): Promise<void> {
  try {
    // patch: only an existing tenant is touched, so a made-up clientId creates nothing
    await db.client().patch({ clientId }).set({ widgetInstalled: true }).go();
  } catch (err) {
    if (isConditionalFailure(err)) return;
    throw err;
  }
  await bumpCounter(clientId, 'widgetLoads');
}

/** How many of the latest conversations the median first reply time looks at (a bounded read). */
export const FIRST_REPLY_SAMPLE = 30;
/** Messages read per conversation to find the first visitor message and the reply after it. */
const FIRST_REPLY_MESSAGES = 20;

/** The middle value (mean of the two middle ones for an even count); null for no values. */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

type TimedMessage = { senderType: string; timestamp: string };

/** Milliseconds from the first visitor message to the first AI or human reply after it; null if none yet. */
export function firstReplyMs(messages: TimedMessage[]): number | null {
  const first = messages.findIndex((m) => m.senderType === 'customer');
  if (first < 0) return null;
  const asked = Date.parse(messages[first].timestamp);
  const reply = messages.slice(first + 1).find((m) => m.senderType === 'ai' || m.senderType === 'human_agent');
  return reply ? Math.max(0, Date.parse(reply.timestamp) - asked) : null;
}

/**
 * GET /api/widget/stats: this month's widget loads (one beacon per page view) and conversations (the
 * plan's counter: every conversation visitors started; chat tests are not counted), the rate between
 * them, and the median first reply time over the latest conversations — counters and bounded queries,
 * never a scan.
 */
export async function widgetStats(clientId: string) {
  const period = monthPeriod();
  const [widgetLoads, conversations, { data: latest }] = await Promise.all([
    readCounter(clientId, 'widgetLoads', period),
    readCounter(clientId, 'conversations', period),
    db
      .conversation()
      .query.byCreated({ clientId })
      .go({ order: 'desc', limit: FIRST_REPLY_SAMPLE, attributes: ['id', 'isTest'] }),
  ]);
  const real = latest.filter((c) => !c.isTest);
  const times = await Promise.all(
    real.map(async (c) => {
      const { data } = await db
        .message()
        .query.byConversation({ clientId, conversationId: c.id })
        .go({ limit: FIRST_REPLY_MESSAGES, attributes: ['senderType', 'timestamp', 'isNote'] });
      // a private note (issue 32) is no reply to the visitor
      return firstReplyMs(data.filter((m) => !m.isNote));
    }),
  );
  const replied = times.filter((t): t is number => t !== null);
  return {
    period,
    widgetLoads,
    conversations,
    conversionRate: widgetLoads > 0 ? conversations / widgetLoads : null,
    medianFirstReplyMs: median(replied),
    firstReplySample: replied.length,
  };
}
