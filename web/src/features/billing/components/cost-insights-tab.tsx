import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatINR } from '@shared/format';
import { StatCard } from '../../../components/stat-card';
import type { Usage } from '../api/billing';

const NOT_ENOUGH = 'Not enough data yet';

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
        <StatCard
          label="Cost per conversation"
          value={c.costPerConversation === null ? NOT_ENOUGH : formatINR(Math.round(c.costPerConversation))}
          caption={
            c.costPerConversation === null
              ? 'Shown after the first conversation of the period'
              : `Plan price over ${usage.conversationsUsed.toLocaleString('en-IN')} conversations so far`
          }
        />
        <StatCard
          label="Handed to a person"
          value={c.escalatedShare === null ? NOT_ENOUGH : `${Math.round(c.escalatedShare * 100)}%`}
          caption={
            c.escalatedShare === null
              ? 'Shown after the first conversation of the period'
              : 'Share of this month’s conversations a person took over'
          }
        />
        <StatCard
          label="Unused at this pace"
          value={c.projectedUnusedValue === null ? NOT_ENOUGH : formatINR(Math.round(c.projectedUnusedValue))}
          caption={
            c.projectedUnusedValue === null
              ? 'Shown once a week of the period has passed'
              : 'Value of the plan’s conversations you would not use by the period end'
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
