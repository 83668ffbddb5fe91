import type { Usage } from '@shared/schemas/billing';
import * as db from '../../db/table-entities';
import { readConversationStats } from '../metrics/chat-metrics';
import { readCounter } from '../metrics/counters';
import { planEnded, usagePeriod } from './usage-period';

/** Cost Insights projects the period's use only after this much of it has passed (schema: a week). */
const PROJECTION_AFTER_MS = 7 * 86_400_000;

/**
 * GET /api/billing/usage (spec part 3 §3 Usage, issue 13 item 4): the figures the plan is enforced on and
 * the Cost Insights computed from the tenant's own counters — never a scan, never an invented figure.
 *
 * - conversations: the plan counter of the current usage period (core/chat/conversations.ts increments it);
 *   the limit is 0 once the plan has ended (the widget then refuses every new chat);
 * - team members: the active members besides the owner against the plan's seats, counted as
 *   core/tenants/seats.ts enforces them in the member write's transaction (an inactive or missing plan allows one seat);
 * - response time: this month's average time from handoff to a person's first reply, the sum of those
 *   times over their count (both maintained by core/metrics/chat-metrics.ts recordFirstReply); null before any,
 *   and for replies counted before the sum was kept (no figure is better than a wrong one).
 */
export async function getUsage(clientId: string, now = new Date()): Promise<Usage> {
  const [{ data: client }, { data: subscription }, { data: users }, stats] = await Promise.all([
    db
      .client()
      .get({ clientId })
      .go({ attributes: ['planId', 'conversationsLimit', 'billingAnchor', 'planEndsAt'] }),
    db
      .subscription()
      .get({ clientId })
      .go({ attributes: ['gateway'] }),
    db
      .user()
      .query.byId({ clientId })
      .go({ pages: 'all', attributes: ['role', 'isActive'] }),
    readConversationStats(clientId),
  ]);
  const period = usagePeriod(client?.billingAnchor, now);
  const [conversationsUsed, plan] = await Promise.all([
    readCounter(clientId, 'planConversations', period.key),
    client
      ? db
          .plan()
          .get({ id: client.planId })
          .go()
          .then(({ data }) => data)
      : null,
  ]);
  const ended = client ? planEnded(client, now) : true;
  const conversationsLimit = ended || !client ? 0 : client.conversationsLimit;

  // only a gateway takes money: a trial (the plan chosen at signup) and the offline test gateway cost
  // nothing, nor does a plan that has ended
  const paid = (subscription?.gateway === 'razorpay' || subscription?.gateway === 'stripe') && !ended;
  const planPrice = paid && plan ? plan.priceMonthly : 0;

  const start = Date.parse(period.start);
  const length = Date.parse(period.end) - start;
  const elapsed = now.getTime() - start;
  let projectedUnusedValue: number | null = null;
  if (elapsed >= PROJECTION_AFTER_MS && conversationsLimit > 0) {
    const projected = (conversationsUsed / elapsed) * length;
    projectedUnusedValue = Math.round(planPrice * Math.max(0, 1 - projected / conversationsLimit));
  }
  const { started, escalated } = stats.metrics;

  return {
    conversationsUsed,
    conversationsLimit,
    teamMembers: users.filter((u) => u.isActive && u.role !== 'business_owner').length,
    teamMembersLimit: plan?.isActive ? plan.teamMembersLimit : 1,
    // one figure with one name across the product: the dashboard's median, not a mean of its own
    medianFirstReplySeconds: stats.metrics.medianFirstReplySeconds,
    periodStart: period.start,
    periodEnd: period.end,
    costInsights: {
      planPrice,
      costPerConversation: conversationsUsed > 0 ? Math.round(planPrice / conversationsUsed) : null,
      // escalations this month of conversations started last month can outnumber this month's starts
      escalatedShare: started > 0 ? Math.min(1, escalated / started) : null,
      projectedUnusedValue,
    },
  };
}
