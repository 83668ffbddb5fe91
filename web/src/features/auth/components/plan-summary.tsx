import { Badge, Card, Heading, HStack, List, Separator, Stack, Text } from '@chakra-ui/react';
import { formatINR } from '@shared/format';
import type { PublicPlan } from '@shared/schemas/plan';
import { useSyncExternalStore } from 'react';

export const ENCRYPTED_NOTE = 'Your details travel over an encrypted connection (HTTPS).';

const noChanges = () => () => {};
/**
 * Whether this page was served over https. False while prerendering and hydrating (the server snapshot),
 * so the prerendered HTML never claims an encryption the browser then does not have.
 */
const useServedOverHttps = () =>
  useSyncExternalStore(
    noChanges,
    () => window.location.protocol === 'https:',
    () => false,
  );

/**
 * The chosen plan beside the signup steps: name, monthly price, features, and the reassurance notes.
 * The encryption note is said only when it is true: over plain http (a local run, a LAN address) it is not.
 */
export function PlanSummary({ plan }: { plan: PublicPlan }) {
  const encrypted = useServedOverHttps();
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
          {encrypted && (
            <HStack gap="1.5">
              <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                <path d="M6 10V8a6 6 0 1 1 12 0v2h1v12H5V10zm2 0h8V8a4 4 0 1 0-8 0z" />
              </svg>
              <Text>{ENCRYPTED_NOTE}</Text>
            </HStack>
          )}
          <Text>Cancel anytime — no setup fees, no lock-in.</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
