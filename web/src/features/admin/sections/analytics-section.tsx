import { Alert, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatINR } from '@shared/format';
import { useState } from 'react';
import { BarChart } from '../../../components/bar-chart';
import { StatCard } from '../../../components/stat-card';
import { QueryState } from '../../../components/ui/query-state';
import { useDownload } from '../../../lib/download';
import { type AnalyticsPeriod, type AnalyticsReport, analyticsCsvPath, useAnalytics } from '../api/analytics';
import { ChartCard } from '../components/chart-card';
import { comparison } from '../components/comparison';
import { dayLabel, periodLabel } from '../components/day-label';
import { PeriodSelect } from '../components/period-select';

/** Analytics (spec part 3 §2): signups, conversations, leads and MRR over 7d/30d/90d/1y, Export Report as CSV. */
export function AnalyticsSection() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('30d');
  const { exporting, run } = useDownload();
  const report = useAnalytics(period);

  const exportReport = () =>
    run(analyticsCsvPath(period), `analytics-${period}.csv`, () => [
      'Report downloaded',
      'The CSV holds the same figures as this screen.',
    ]);

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between">
        <PeriodSelect value={period} onChange={setPeriod} />
        <Button variant="outline" onClick={() => void exportReport()} loading={exporting}>
          Export Report
        </Button>
      </Flex>
      <QueryState query={report} loading="Loading analytics..." failed="We couldn't load the analytics.">
        {(data) => <Report data={data} busy={report.isPlaceholderData} />}
      </QueryState>
    </Stack>
  );
}

function Report({ data, busy }: { data: AnalyticsReport; busy: boolean }) {
  const { totals, previous } = data;
  const unit = data.bucket === 'week' ? 'per week' : 'per day';
  const bars = data.series.map((b) => ({
    label: data.bucket === 'week' ? `Week of ${dayLabel(b.start)}` : dayLabel(b.start),
    signups: b.signups,
    conversations: b.conversations,
    leads: b.leads,
    mrr: Math.round(b.mrr / 100),
  }));
  return (
    <Stack gap="6" aria-busy={busy}>
      <Text color="gray.600" fontSize="sm">
        {periodLabel(data.from, data.to)}
      </Text>
      {data.recordedSince === null ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>No signups, conversations or leads recorded yet.</Alert.Title>
        </Alert.Root>
      ) : (
        data.recordedSince > data.from && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>
              Daily figures were first recorded on {dayLabel(data.recordedSince)}; earlier days show none.
            </Alert.Title>
          </Alert.Root>
        )
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <StatCard label="Signups" value={totals.signups} caption={comparison(totals.signups, previous.signups)} />
        <StatCard
          label="Conversations"
          value={totals.conversations}
          caption={comparison(totals.conversations, previous.conversations)}
        />
        <StatCard label="Leads" value={totals.leads} caption={comparison(totals.leads, previous.leads)} />
        <StatCard label="MRR" value={formatINR(totals.mrr)} caption={comparison(totals.mrr, previous.mrr, formatINR)} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <ChartCard title={`Signups ${unit}`}>
          <BarChart
            title={`Signups ${unit}`}
            data={bars}
            category="label"
            series={[{ name: 'signups', label: 'Signups', color: 'blue.solid' }]}
          />
        </ChartCard>
        <ChartCard title={`Conversations and leads ${unit}`}>
          <BarChart
            title={`Conversations and leads ${unit}`}
            data={bars}
            category="label"
            series={[
              { name: 'conversations', label: 'Conversations', color: 'teal.solid' },
              { name: 'leads', label: 'Leads', color: 'orange.solid' },
            ]}
          />
        </ChartCard>
        <ChartCard title="MRR (₹) at the end of each bar">
          <BarChart
            title="MRR in rupees at the end of each bar"
            data={bars}
            category="label"
            series={[{ name: 'mrr', label: 'MRR (₹)', color: 'green.solid' }]}
          />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
