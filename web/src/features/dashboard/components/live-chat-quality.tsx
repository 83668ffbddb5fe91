import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { StatCard } from '../../../components/stat-card';
import {
  FIRST_REPLY_LABEL,
  firstReplyText,
  formatRate,
  useConversationStats,
} from '../../../lib/api/conversation-stats';
import { errorStatus } from '../../../lib/api-client';

export const NOT_ENOUGH_DATA = 'Not enough data yet';

/** "March 2026" from the server's month period ("2026-03"); the period as sent when it is not one. */
function monthName(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return date.toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Issue 10 item 6: three figures kept as monthly counters when things happen (core/metrics/chat-metrics.ts),
 * defined as Chatwoot defines them. A figure without data says so; nothing is estimated.
 */
export function LiveChatQuality() {
  const stats = useConversationStats();
  // roles that cannot read the figures see no group at all rather than an error
  if (stats.isError && errorStatus(stats.error) === 403) return null;
  const metrics = stats.data?.metrics;
  const show = (figure: string | null | undefined) =>
    stats.isPending ? '…' : stats.isError ? '—' : (figure ?? NOT_ENOUGH_DATA);
  const median = metrics?.medianFirstReplySeconds ?? null;

  return (
    <Stack as="section" aria-labelledby="live-chat-quality" gap="3">
      <div>
        <Heading as="h2" size="md" id="live-chat-quality">
          Live chat quality (this month)
        </Heading>
        {metrics && (
          <Text fontSize="sm" color="gray.600">
            {monthName(metrics.period)}
          </Text>
        )}
      </div>
      {stats.isError && (
        <Text role="alert" fontSize="sm" color="red.700">
          We couldn't load the live chat figures.
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <StatCard
          label="Bot resolution rate"
          value={show(metrics && formatRate(metrics.botResolutionRate))}
          caption={
            <>
              Conversations that ended without any human message ÷ conversations that ended
              {metrics && metrics.ended > 0 && ` (${metrics.endedWithoutHuman} of ${metrics.ended})`}
            </>
          }
        />
        <StatCard
          label="Handoff rate"
          value={show(metrics && formatRate(metrics.handoffRate))}
          caption={
            <>
              Conversations escalated to a person ÷ conversations started
              {metrics && metrics.started > 0 && ` (${metrics.escalated} of ${metrics.started})`}
            </>
          }
        />
        <StatCard
          label={FIRST_REPLY_LABEL}
          value={show(firstReplyText(median))}
          caption={
            <>
              From escalation to the first reply of a person; the median falls within the time shown
              {metrics && metrics.firstReplies > 0 && ` (${plural(metrics.firstReplies, 'reply', 'replies')})`}
            </>
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
