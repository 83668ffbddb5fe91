import { Box, HStack, List, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { usePlans } from '../../../lib/api/plans';
import { PRICING_NOTES } from '../content';
import { groupPlans } from '../pricing';
import { PlanCard } from './plan-card';
import { LandingSection } from './section';

function PlanRows() {
  const plans = usePlans();
  if (plans.isPending) {
    return (
      <HStack justify="center" py="10" gap="3" role="status">
        <Spinner color="blue.600" aria-hidden="true" />
        <Text color="gray.600">Loading pricing plans...</Text>
      </HStack>
    );
  }
  // Spec part 1 §8: an unsuccessful plans call shows no cards and no message.
  const { basic, main, enterprise } = groupPlans(plans.data ?? []);
  return (
    <Box display="flex" flexDirection="column" gap="8">
      {basic.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="4xl" mx="auto" w="full" data-testid="plans-basic">
          {basic.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </SimpleGrid>
      )}
      {main.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" data-testid="plans-main">
          {main.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </SimpleGrid>
      )}
      {enterprise.map((plan) => (
        <Box key={plan.id} maxW="4xl" mx="auto" w="full" data-testid="plans-enterprise">
          <PlanCard plan={plan} />
        </Box>
      ))}
    </Box>
  );
}

export function PricingSection() {
  return (
    <LandingSection
      id="pricing"
      title="Simple, transparent pricing"
      subtitle="Pick a plan that fits your conversation volume. Prices in rupees, billed monthly."
    >
      <PlanRows />
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
