import { Badge, Card, Heading, HStack, List, Separator, Stack, Text } from '@chakra-ui/react';
import { formatINR } from '../../../../../shared/format';
import type { PublicPlan } from '../../../../../shared/schemas/plan';

/** The chosen plan beside the signup steps: name, monthly price, features, and the reassurance notes. */
export function PlanSummary({ plan }: { plan: PublicPlan }) {
  return (
    <Card.Root as="aside" aria-labelledby="plan-summary-heading" variant="outline" bg="white">
      <Card.Header>
        <Text fontSize="sm" color="gray.600">
          Your plan
        </Text>
        <Heading as="h2" id="plan-summary-heading" size="xl">
          {plan.name}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Text>
          <Text as="span" fontSize="3xl" fontWeight="bold" data-testid="plan-summary-price">
            {plan.priceMonthly === 0 ? 'Contact Us' : formatINR(plan.priceMonthly)}
          </Text>
          {plan.priceMonthly > 0 && (
            <Text as="span" color="gray.600">
              /month
            </Text>
          )}
        </Text>
        <Badge colorPalette="blue" variant="subtle" w="fit-content">
          {plan.conversationsLimit.toLocaleString('en-IN')} conversations / month
        </Badge>
        <List.Root ps="5" gap="1.5" fontSize="sm" color="gray.700">
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List.Root>
        <Separator />
        <Stack gap="1" fontSize="sm" color="gray.600">
          <HStack gap="1.5">
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d="M6 10V8a6 6 0 1 1 12 0v2h1v12H5V10zm2 0h8V8a4 4 0 1 0-8 0z" />
            </svg>
            <Text>Secured with 256-bit SSL encryption</Text>
          </HStack>
          <Text>Cancel anytime — no setup fees, no lock-in.</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
