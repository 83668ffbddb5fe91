import { Card, Flex, Heading, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { BarChart } from '../../../components/bar-chart';
import { ScrollTable } from '../../../components/scroll-table';
import { StatCard } from '../../../components/stat-card';
import { QueryState } from '../../../components/ui/query-state';
import { type AiCosts, type AnalyticsPeriod, useAiCosts } from '../api/analytics';
import { ChartCard } from '../components/chart-card';
import { dayLabel, periodLabel } from '../components/day-label';
import { PeriodSelect } from '../components/period-select';

type WithData = Extract<AiCosts, { hasData: true }>;

const count = new Intl.NumberFormat('en-IN');
/** Small sums stay readable: a few tokens cost a fraction of a cent. */
const money = (symbol: string, n: number | null) =>
  n === null ? 'Not priced' : `${symbol}${n === 0 || n >= 0.01 ? n.toFixed(2) : n.toPrecision(2)}`;
const PROVIDER_LABELS: Record<string, string> = {
  openai: 'OpenAI',
  local: 'Offline engine',
  dialogflow: 'Dialogflow CX',
};

/** AI Cost Optimization (spec part 3 §2): the model calls the product really made, estimated at list prices. */
export function AiCostsSection() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('30d');
  const costs = useAiCosts(period);
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <PeriodSelect value={period} onChange={setPeriod} />
      </Flex>
      <QueryState query={costs} loading="Loading AI usage..." failed="We couldn't load the AI usage.">
        {(data) =>
          data.hasData ? (
            <Usage data={data} busy={costs.isPlaceholderData} />
          ) : (
            <Card.Root variant="outline" bg="white">
              <Card.Body>
                <Text color="gray.700">No AI usage recorded yet for this period.</Text>
                <Text color="gray.600" fontSize="sm">
                  Calls to OpenAI, the offline engine and Dialogflow CX are counted as they happen.
                </Text>
              </Card.Body>
            </Card.Root>
          )
        }
      </QueryState>
    </Stack>
  );
}

function Usage({ data, busy }: { data: WithData; busy: boolean }) {
  const t = data.totals;
  return (
    <Stack gap="6" aria-busy={busy}>
      <Text color="gray.600" fontSize="sm">
        {periodLabel(data.from, data.to)}. Costs are estimated at list prices as of {data.pricesAsOf} (₹
        {data.usdToInr} per US$), not taken from a bill.
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <StatCard label="AI calls" value={count.format(t.calls)} caption="Answered model calls" />
        <StatCard label="Input tokens" value={count.format(t.tokensIn)} caption="As the providers reported them" />
        <StatCard label="Output tokens" value={count.format(t.tokensOut)} caption="As the providers reported them" />
        <StatCard
          label="Estimated cost"
          value={money('$', t.costUsd)}
          caption={`${money('₹', t.costInr)} · estimated at list prices`}
        />
      </SimpleGrid>
      <ScrollTable label="AI usage by provider">
        <Table.Root size="sm" bg="white">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Provider</Table.ColumnHeader>
              <Table.ColumnHeader>Model</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Calls</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Input tokens</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Output tokens</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Est. cost (USD)</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Est. cost (INR)</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.rows.map((r) => (
              <Table.Row key={`${r.provider}:${r.model}`}>
                <Table.Cell>{PROVIDER_LABELS[r.provider] ?? r.provider}</Table.Cell>
                <Table.Cell>{r.model}</Table.Cell>
                <Table.Cell textAlign="end">{count.format(r.calls)}</Table.Cell>
                <Table.Cell textAlign="end">{count.format(r.tokensIn)}</Table.Cell>
                <Table.Cell textAlign="end">{count.format(r.tokensOut)}</Table.Cell>
                <Table.Cell textAlign="end">{money('$', r.costUsd)}</Table.Cell>
                <Table.Cell textAlign="end">{money('₹', r.costInr)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollTable>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <ChartCard title={`AI calls per ${data.bucket}`}>
          <BarChart
            title={`AI calls per ${data.bucket}`}
            data={data.series.map((b) => ({ label: dayLabel(b.start), calls: b.calls }))}
            category="label"
            series={[{ name: 'calls', label: 'Calls', color: 'purple.solid' }]}
          />
        </ChartCard>
        <ChartCard title={`Estimated cost per ${data.bucket} (US cents)`}>
          <BarChart
            title={`Estimated cost per ${data.bucket} in US cents`}
            data={data.series.map((b) => ({ label: dayLabel(b.start), cents: Math.round(b.costUsd * 100) }))}
            category="label"
            series={[{ name: 'cents', label: 'US cents', color: 'green.solid' }]}
          />
        </ChartCard>
      </SimpleGrid>
      <Card.Root variant="outline" bg="white" as="section" aria-label="Suggestions">
        <Card.Body gap="2">
          <Heading as="h3" size="md">
            Suggestions
          </Heading>
          {data.suggestions.length === 0 ? (
            <Text color="gray.600">Nothing to suggest from this period's usage.</Text>
          ) : (
            <List.Root gap="2" ps="4">
              {data.suggestions.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List.Root>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
