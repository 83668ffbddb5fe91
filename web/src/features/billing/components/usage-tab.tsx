import { Alert, SimpleGrid, Stack } from '@chakra-ui/react';
import { StatCard } from '../../../components/stat-card';
import { FIRST_REPLY_LABEL, firstReplyText } from '../../../lib/api/conversation-stats';
import type { Usage } from '../api/billing';
import { formatDate } from '../billing-display';
import { UsageBar } from './usage-bar';

/** Usage (spec part 3 §2): conversations and team members against the plan's limits, and response time. */
export function UsageTab({ usage }: { usage: Usage }) {
  const period = `${formatDate(usage.periodStart)} – ${formatDate(usage.periodEnd)}`;
  return (
    <Stack gap="4">
      {usage.conversationsLimit === 0 && (
        <Alert.Root status="warning" variant="surface">
          <Alert.Indicator />
          <Alert.Title>You have no plan right now, so chat is unavailable until you choose one.</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <UsageBar
          label="Conversations"
          used={usage.conversationsUsed}
          limit={usage.conversationsLimit}
          caption={`This billing period: ${period}`}
        />
        <UsageBar
          label="Team members"
          used={usage.teamMembers}
          limit={usage.teamMembersLimit}
          caption="People who answer escalated chats"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <StatCard
          label={FIRST_REPLY_LABEL}
          value={firstReplyText(usage.medianFirstReplySeconds) ?? 'Not enough data yet'}
          caption="From a visitor's handoff to a person's first reply, this month; the median falls within the time shown"
        />
      </SimpleGrid>
    </Stack>
  );
}
