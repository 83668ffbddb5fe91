import { List } from '@chakra-ui/react';
import { PRICING_NOTES } from '../content';
import { IdlePart, idleSection } from '../lazy-section';
import { LandingSection } from './section';

// The cards are prerendered from the build's catalogue; they hydrate, and refresh from GET /api/plans, on idle.
const PlanRows = idleSection(() => import('./plan-rows'), 'PlanRows');

export function PricingSection() {
  return (
    <LandingSection
      id="pricing"
      title="Simple, transparent pricing"
      subtitle="Pick a plan that fits your conversation volume. Prices in rupees, billed monthly."
    >
      <IdlePart>
        <PlanRows />
      </IdlePart>
      <List.Root
        aria-label="Included with every plan"
        display="flex"
        flexDirection="row"
        flexWrap="wrap"
        justifyContent="center"
        gap={{ base: '3', md: '6' }}
        mt="10"
        listStyleType="none"
        color="gray.700"
        fontSize="sm"
      >
        {PRICING_NOTES.map((note) => (
          <List.Item key={note}>✓ {note}</List.Item>
        ))}
      </List.Root>
    </LandingSection>
  );
}
