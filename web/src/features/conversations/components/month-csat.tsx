import { Box } from '@chakra-ui/react';
import { StatCard } from '../../../components/stat-card';
import { csatCaption, csatText, usePerformance } from '../../../lib/api/performance';

/**
 * This month's CSAT beside the monitor's counts (issue 32 item 7): the dashboard's figure (one cache entry),
 * "Not enough ratings yet" below the minimum. Roles that cannot read it see nothing.
 */
export function MonthCsat() {
  const { allowed, query } = usePerformance();
  if (!allowed) return null;
  const data = query.data;
  return (
    <Box data-testid="conversations-csat" maxW={{ base: 'full', md: 'sm' }}>
      <StatCard
        label="CSAT this month"
        value={query.isPending ? '…' : data ? csatText(data.csat) : '—'}
        caption={data ? csatCaption(data.csat, data.minimumRatings) : 'Share of 4- and 5-star ratings'}
      />
    </Box>
  );
}
