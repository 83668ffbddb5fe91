import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { StatCard } from '../../../components/stat-card';
import { serverErrorText } from '../../../lib/api-client';
import { useWidgetStats } from '../api/widget-settings';
import { formatDuration, formatRate, hasNoData, monthLabel } from '../stats-format';

/** Live figures of the widget (issue 9 replaces the spec's static ones); an honest empty state. */
export function WidgetStatsPanel() {
  const stats = useWidgetStats();
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby="stats-heading">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id="stats-heading">
            Statistics
          </Heading>
          {stats.data && (
            <Text fontSize="sm" color="gray.600">
              {monthLabel(stats.data.period)} (UTC)
            </Text>
          )}
        </Stack>
        {stats.isPending ? (
          <Text color="gray.600" role="status">
            Loading statistics…
          </Text>
        ) : stats.isError ? (
          <Stack gap="2" align="flex-start">
            <Text>{serverErrorText(stats.error, 'The statistics could not be loaded.')}</Text>
            <Button size="xs" variant="outline" onClick={() => stats.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : hasNoData(stats.data) ? (
          <Stack gap="1" data-testid="widget-stats-empty">
            <Text fontWeight="semibold">No data yet</Text>
            <Text fontSize="sm" color="gray.600">
              Figures appear here once the widget is on your website and visitors load it. The preview on this screen is
              not counted.
            </Text>
          </Stack>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <StatCard
              label="Widget loads"
              value={stats.data.widgetLoads.toLocaleString('en-IN')}
              caption="Page views with the widget this month"
            />
            <StatCard
              label="Conversations"
              value={stats.data.conversations.toLocaleString('en-IN')}
              caption="Chats visitors started this month"
            />
            <StatCard
              label="Conversion rate"
              value={formatRate(stats.data.conversionRate)}
              caption="Conversations per widget load"
            />
            <StatCard
              label="Median first reply"
              value={formatDuration(stats.data.medianFirstReplyMs)}
              caption={
                stats.data.firstReplySample
                  ? `From the first visitor message to the first reply, over the latest ${stats.data.firstReplySample} answered ${stats.data.firstReplySample === 1 ? 'conversation' : 'conversations'}`
                  : 'No answered conversation yet'
              }
            />
          </SimpleGrid>
        )}
      </Card.Body>
    </Card.Root>
  );
}
