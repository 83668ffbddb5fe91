import { Box, HStack, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { seedPlansFromPage, usePlans } from '../../../lib/api/plans';
import { queryClient } from '../../../lib/query-client';
import { groupPlans } from '../pricing';
import { PlanCard } from './plan-card';

// On the landing page this module is the first to need the catalogue: it starts the cache with the one
// the page was prerendered from, so hydration matches (a no-op when the SPA has done so already).
if (typeof document !== 'undefined') seedPlansFromPage(queryClient);

/** The pricing cards in their three rows (spec part 1 §9). */
export function PlanRows() {
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
