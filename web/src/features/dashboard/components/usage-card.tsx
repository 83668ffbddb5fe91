import { Progress } from '@chakra-ui/react';
import { StatCard } from '../../../components/stat-card';
import { usagePercent } from '../api/dashboard';

export function UsageCard({ used, limit }: { used: number; limit: number }) {
  const usage = usagePercent(used, limit);
  return (
    <StatCard
      label="Conversations Used"
      value={used.toLocaleString('en-IN')}
      caption={`of ${limit.toLocaleString('en-IN')} this period · ${usage.text} used`}
    >
      <Progress.Root
        value={usage.bar}
        size="sm"
        colorPalette={usage.bar >= 90 ? 'red' : 'blue'}
        mt="2"
        aria-label={`Conversations used: ${usage.text}`}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </StatCard>
  );
}
