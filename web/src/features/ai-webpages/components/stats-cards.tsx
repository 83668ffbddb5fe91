import { SimpleGrid } from '@chakra-ui/react';
import { StatCard } from '../../../components/stat-card';
import type { AiWebpage } from '../api/ai-webpages';
import { webpageTotals } from '../webpage-stats';

const STATUS_CAPTION: Record<AiWebpage['status'], string> = {
  published: 'Published: visitors can open it',
  draft: 'Draft: only you can preview it',
  archived: 'Archived: offline for visitors',
};

/** Your Webpage, Total Visits, Total Conversions (with the conversion rate) and Published (spec part 3 §2). */
export function StatsCards({ pages }: { pages: readonly AiWebpage[] }) {
  const totals = webpageTotals(pages);
  const first = pages[0];
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }} mb="6">
      <StatCard
        label="Your Webpage"
        value={totals.hasWebpage ? 'Active' : 'None'}
        caption={first ? STATUS_CAPTION[first.status] : 'Create one to get started'}
      />
      <StatCard label="Total Visits" value={totals.visits.toLocaleString()} caption="Visits to your public page" />
      <StatCard
        label="Total Conversions"
        value={totals.conversions.toLocaleString()}
        caption={totals.rate ? `Conversion rate ${totals.rate}` : 'Conversion rate: no visits yet'}
      />
      <StatCard label="Published" value={totals.published} caption="One webpage per account" />
    </SimpleGrid>
  );
}
