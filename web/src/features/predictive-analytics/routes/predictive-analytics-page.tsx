import { Badge, Box, Card, Heading, SimpleGrid, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { BarChart } from '../../../components/bar-chart';
import { QueryPage } from '../../../components/query-page';
import { DataTable } from '../../../components/scroll-table';
import { StatCard } from '../../../components/stat-card';
import { SOURCE_LABELS, TIER_LABELS, TIER_PALETTES } from '../../../lib/lead-labels';
import { useTabParam } from '../../../lib/use-tab-param';
import { type PredictiveAnalytics, usePredictiveAnalytics } from '../api/predictive-analytics';

/**
 * /dashboard/predictive-analytics (spec part 2 §2.5): overview, predictions, the leaderboard and insights,
 * all from the live lead scores (0–100, hot ≥ 75, warm 40–74, cold < 40). Nothing here is a made-up figure.
 */
export function PredictiveAnalyticsPage() {
  return (
    <QueryPage
      title="Predictive Analytics"
      description="Each lead is scored 0–100 from what it told you, what the AI found in its messages, your status and how recently it was active."
      query={usePredictiveAnalytics()}
      loading="Loading predictions..."
      failed="We couldn't load the predictions."
    >
      {(data) => <Content data={data} />}
    </QueryPage>
  );
}

const TABS = ['overview', 'predictions', 'leaderboard', 'insights'] as const;
type Tab = (typeof TABS)[number];

function Content({ data }: { data: PredictiveAnalytics }) {
  const [tab, setTab] = useTabParam(TABS);
  const open = data.tiers.hot + data.tiers.warm + data.tiers.cold;
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Body>
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
            <Tabs.Trigger value="predictions">Predictions</Tabs.Trigger>
            <Tabs.Trigger value="leaderboard">Top Leads</Tabs.Trigger>
            <Tabs.Trigger value="insights">Insights</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="overview">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <StatCard label="Total leads" value={data.totalLeads} caption="All time" />
                <StatCard
                  label="High-value leads"
                  value={data.highValueLeads}
                  caption="Open leads scoring 75 or more"
                />
                <StatCard
                  label="Churn risk"
                  value={data.churnRiskLeads}
                  caption="Open leads with no activity for 14 days"
                />
              </SimpleGrid>
              {open > 0 && (
                <BarChart
                  title="Open leads by priority"
                  data={(['hot', 'warm', 'cold'] as const).map((t) => ({
                    priority: TIER_LABELS[t],
                    leads: data.tiers[t],
                  }))}
                  category="priority"
                  series={[{ name: 'leads', label: 'Open leads', color: 'purple.solid' }]}
                />
              )}
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="predictions">
            {open === 0 ? (
              <Text color="gray.600">No open leads to predict. Converted and lost leads are already decided.</Text>
            ) : (
              <Stack gap="3">
                <Text fontSize="sm" color="gray.700">
                  Likely = hot (score ≥ 75), possible = warm (40–74), unlikely = cold (under 40), among your {open} open
                  leads.
                </Text>
                <BarChart
                  title="Conversion predictions"
                  data={[
                    { outlook: 'Likely', leads: data.conversionPredictions.likely },
                    { outlook: 'Possible', leads: data.conversionPredictions.possible },
                    { outlook: 'Unlikely', leads: data.conversionPredictions.unlikely },
                  ]}
                  category="outlook"
                  series={[{ name: 'leads', label: 'Leads', color: 'green.solid' }]}
                />
              </Stack>
            )}
          </Tabs.Content>
          <Tabs.Content value="leaderboard">
            {data.leaderboard.length === 0 ? (
              <Text color="gray.600">No leads available for ranking</Text>
            ) : (
              <DataTable label="Top leads" columns={['#', 'Name', 'Source', 'Priority', 'Score', 'Why']}>
                {data.leaderboard.map((l, i) => (
                  <Table.Row key={l.id}>
                    <Table.Cell>{i + 1}</Table.Cell>
                    <Table.Cell>{l.name}</Table.Cell>
                    <Table.Cell>{SOURCE_LABELS[l.source]}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={TIER_PALETTES[l.priority]} variant="subtle">
                        {TIER_LABELS[l.priority]}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell fontWeight="semibold">{l.score}</Table.Cell>
                    <Table.Cell fontSize="xs" color="gray.700">
                      {l.reasons
                        .slice(0, 3)
                        .map((r) => `${r.label} (+${r.points})`)
                        .join(' · ')}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </DataTable>
            )}
          </Tabs.Content>
          <Tabs.Content value="insights">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <StatCard
                  label="Average lead score"
                  value={data.insights.avgLeadScore ?? 'Not enough data yet'}
                  caption="Across open leads"
                />
                <StatCard
                  label="Top performing source"
                  value={
                    data.insights.topPerformingSource
                      ? SOURCE_LABELS[data.insights.topPerformingSource]
                      : 'Not enough data yet'
                  }
                  caption="Best conversion rate among sources with a conversion"
                />
              </SimpleGrid>
              <Box>
                <Heading as="h2" size="sm" mb="2">
                  Recommended actions
                </Heading>
                <Stack as="ul" pl="5" listStyleType="disc" gap="1" fontSize="sm">
                  {data.insights.recommendedActions.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </Stack>
              </Box>
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
