import { PRICING_NOTES } from '../content';
import { IdlePart, idleSection } from '../lazy-section';
import { CheckList } from './check-list';
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
      <CheckList aria-label="Included with every plan" items={PRICING_NOTES} mt="10" />
    </LandingSection>
  );
}
