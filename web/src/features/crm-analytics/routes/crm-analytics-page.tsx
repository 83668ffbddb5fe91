import { Card, SimpleGrid, Tabs, Text } from '@chakra-ui/react';
import { BarChart } from '../../../components/bar-chart';
import { QueryPage } from '../../../components/query-page';
import { StatCard } from '../../../components/stat-card';
import { FIRST_REPLY_LABEL, firstReplyText } from '../../../lib/api/conversation-stats';
import { SOURCE_LABELS, STATUS_LABELS } from '../../../lib/lead-labels';
import { useTabParam } from '../../../lib/use-tab-param';
import { type CrmAnalytics, useCrmAnalytics } from '../api/crm-analytics';

const NOT_ENOUGH = 'Not enough data yet';
const pct = (rate: number | null) => (rate === null ? NOT_ENOUGH : `${(rate * 100).toFixed(1)}%`);
const monthLabel = (period: string) =>
  new Date(`${period}-01T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** /dashboard/crm-analytics (spec part 2 §2.4): pipeline, sources and 6-month trends, all live figures. */
export function CrmAnalyticsPage() {
  return (
    <QueryPage
      title="CRM Analytics"
      description="How your leads move through the pipeline, where they come from, and how chats are handled."
      query={useCrmAnalytics()}
      loading="Loading analytics..."
      failed="We couldn't load the analytics."
    >
      {(data) => <Content data={data} />}
    </QueryPage>
  );
}

const TABS = ['pipeline', 'sources', 'trends'] as const;
type Tab = (typeof TABS)[number];

function Content({ data }: { data: CrmAnalytics }) {
  const [tab, setTab] = useTabParam(TABS);
  const c = data.conversations;
  return (
    <>
      <SimpleGrid columns={{ base: 2, xl: 4 }} gap="4">
        <StatCard label="Conversion rate" value={pct(data.pipeline.conversionRate)} caption="Converted ÷ all leads" />
        <StatCard
          label="Escalation rate"
          value={pct(c.escalationRate)}
          caption={`${c.escalated} of ${c.total} conversations handed to a person`}
        />
        <StatCard
          label="AI resolution rate"
          value={pct(c.aiResolutionRate)}
          caption="Conversations the AI handled without a person"
        />
        <StatCard
          label={FIRST_REPLY_LABEL}
          value={firstReplyText(c.medianFirstReplySeconds) ?? NOT_ENOUGH}
          caption="After a handoff, this month"
        />
      </SimpleGrid>
      <Card.Root variant="outline" bg="white">
        <Card.Body>
          <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line" lazyMount>
            <Tabs.List>
              <Tabs.Trigger value="pipeline">Pipeline</Tabs.Trigger>
              <Tabs.Trigger value="sources">Sources</Tabs.Trigger>
              <Tabs.Trigger value="trends">Trends</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="pipeline">
              {data.pipeline.total === 0 ? (
                <Text color="gray.600">No leads yet: the pipeline fills as visitors leave their details.</Text>
              ) : (
                <BarChart
                  title="Leads by status"
                  data={Object.entries(data.pipeline.byStatus).map(([status, leads]) => ({
                    status: STATUS_LABELS[status as keyof typeof STATUS_LABELS],
                    leads,
                  }))}
                  category="status"
                  series={[{ name: 'leads', label: 'Leads', color: 'blue.solid' }]}
                />
              )}
            </Tabs.Content>
            <Tabs.Content value="sources">
              {data.pipeline.total === 0 ? (
                <Text color="gray.600">No leads yet.</Text>
              ) : (
                <BarChart
                  title="Leads and conversions by source"
                  data={data.sources
                    .filter((s) => s.leads > 0)
                    .map((s) => ({ source: SOURCE_LABELS[s.source], leads: s.leads, converted: s.converted }))}
                  category="source"
                  series={[
                    { name: 'leads', label: 'Leads', color: 'blue.solid' },
                    { name: 'converted', label: 'Converted', color: 'green.solid' },
                  ]}
                />
              )}
            </Tabs.Content>
            <Tabs.Content value="trends">
              <BarChart
                title="New and converted leads, last 6 months"
                data={data.trends}
                category="month"
                formatCategory={monthLabel}
                series={[
                  { name: 'leads', label: 'New leads', color: 'blue.solid' },
                  { name: 'converted', label: 'Converted', color: 'green.solid' },
                ]}
              />
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </>
  );
}
