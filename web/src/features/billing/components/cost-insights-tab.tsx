import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatINR } from '@shared/format';
import { StatCard } from '../../../components/stat-card';
import type { Usage } from '../api/billing';

const NOT_ENOUGH = 'Not enough data yet';

/** A figure that needs enough data first: until then it says so, and `waiting` says when it will show. */
function Figure(props: {
  label: string;
  value: number | null;
  show(value: number): string;
  caption: string;
  waiting: string;
}) {
  return (
    <StatCard
      label={props.label}
      value={props.value === null ? NOT_ENOUGH : props.show(props.value)}
      caption={props.value === null ? props.waiting : props.caption}
    />
  );
}

/**
 * Cost Insights from the tenant's own figures only (DESIGN §8: a figure shown is never invented, so the
 * spec's static demo numbers and industry averages are not shown); each missing figure says so.
 */
export function CostInsightsTab({ usage }: { usage: Usage }) {
  const c = usage.costInsights;
  return (
    <Stack gap="4">
      <Text color="gray.700">Worked out from your own plan price and this period's conversations.</Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <StatCard
          label="Plan price"
          value={c.planPrice === 0 ? 'No charge' : formatINR(c.planPrice)}
          caption={c.planPrice === 0 ? 'Nothing charged this period (a trial or the test gateway)' : 'Per month'}
        />
        <Figure
          label="Cost per conversation"
          value={c.costPerConversation}
          show={(v) => formatINR(Math.round(v))}
          caption={`Plan price over ${usage.conversationsUsed.toLocaleString('en-IN')} conversations so far`}
          waiting="Shown after the first conversation of the period"
        />
        <Figure
          label="Handed to a person"
          value={c.escalatedShare}
          show={(v) => `${Math.round(v * 100)}%`}
          caption="Share of this month’s conversations a person took over"
          waiting="Shown after the first conversation of the period"
        />
        <Figure
          label="Unused at this pace"
          value={c.projectedUnusedValue}
          show={(v) => formatINR(Math.round(v))}
          caption="Value of the plan’s conversations you would not use by the period end"
          waiting="Shown once a week of the period has passed"
        />
      </SimpleGrid>
    </Stack>
  );
}
