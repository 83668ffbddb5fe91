import { Alert, Badge, Box, Button, Card, Flex, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PublicPlan } from '@shared/schemas/plan';
import { QueryState } from '../../../components/ui/query-state';
import { usePlans } from '../../../lib/api/plans';
import type { BillingSubscription } from '../api/billing';
import {
  isRecommended,
  PLAN_CHANGE_USAGE_NOTE,
  planDescription,
  planPriceText,
  TEST_GATEWAY_NOTE,
} from '../billing-display';

/** Plan cards show at most three features (spec part 3 §9). */
const FEATURES_SHOWN = 3;

export function TestGatewayNote() {
  return (
    <Alert.Root status="info" variant="surface">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Test mode</Alert.Title>
        <Alert.Description>{TEST_GATEWAY_NOTE}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** No gateway is active in AWS: nothing can be bought online until the platform admin makes one active. */
function PaymentsUnavailableNote() {
  return (
    <Alert.Root status="warning" variant="surface">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Online payments are not available yet</Alert.Title>
        <Alert.Description>Please contact sales to subscribe; your current plan keeps working.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Plans (spec part 3 §2): a card per plan; choosing one starts the checkout. */
export function PlansTab(props: {
  subscription: BillingSubscription | null;
  testGateway: boolean;
  /** Known and false when no gateway takes payments (the server would refuse with 409). */
  paymentsAvailable: boolean;
  pendingPlanId: string | null;
  onChoose(planId: string): void;
}) {
  const plans = usePlans();
  return (
    <Stack gap="4">
      {props.testGateway && <TestGatewayNote />}
      {props.subscription && !props.subscription.ended && (
        <Text fontSize="sm" color="gray.700" data-testid="plan-change-usage-note">
          {PLAN_CHANGE_USAGE_NOTE}
        </Text>
      )}
      {!props.paymentsAvailable && <PaymentsUnavailableNote />}
      <QueryState
        query={plans}
        loading="Loading plans..."
        failed="We couldn't load the plans. Please try again."
        empty={<Text>No plans are on sale right now.</Text>}
      >
        {(list) => (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {list.map((plan) => (
              <PlanOption
                key={plan.id}
                plan={plan}
                subscription={props.subscription}
                pending={props.pendingPlanId === plan.id}
                busy={props.pendingPlanId !== null || !props.paymentsAvailable}
                onChoose={() => props.onChoose(plan.id)}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}

function PlanOption(props: {
  plan: PublicPlan;
  subscription: BillingSubscription | null;
  pending: boolean;
  busy: boolean;
  onChoose(): void;
}) {
  const { plan, subscription } = props;
  const recommended = isRecommended(plan);
  const contactSales = plan.priceMonthly === 0;
  const isCurrent = subscription !== null && !subscription.ended && subscription.planId === plan.id;
  // a trial of this plan can still be bought; a paid subscription to it is already running
  const owned = isCurrent && !subscription.trial;
  const headingId = `billing-plan-${plan.id}`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      bg="white"
      borderWidth={recommended ? '2px' : '1px'}
      borderColor={recommended ? 'blue.600' : 'gray.200'}
    >
      <Card.Body gap="3">
        <Flex justify="space-between" align="start" gap="2" wrap="wrap">
          <Heading as="h3" size="lg" id={headingId}>
            {plan.name}
          </Heading>
          <Flex gap="1" wrap="wrap">
            {recommended && (
              <Badge colorPalette="blue" variant="solid">
                Recommended
              </Badge>
            )}
            {isCurrent && (
              <Badge colorPalette="green" variant="solid" bg="green.700">
                {subscription.trial ? 'Current plan (trial)' : 'Current plan'}
              </Badge>
            )}
          </Flex>
        </Flex>
        <Text color="gray.700" fontSize="sm">
          {planDescription(plan)}
        </Text>
        <Box>
          <Text as="span" fontSize="3xl" fontWeight="bold">
            {planPriceText(plan.priceMonthly)}
          </Text>{' '}
          {!contactSales && (
            <Text as="span" color="gray.700">
              per month
            </Text>
          )}
        </Box>
        <List.Root gap="1" ps="5" fontSize="sm" color="gray.700">
          {plan.features.slice(0, FEATURES_SHOWN).map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        {contactSales ? (
          // price 0 is sold by a conversation, not a checkout: the landing page's contact section
          <Button asChild w="full" variant="outline" colorPalette="blue">
            <a href="/#cta" aria-label={`Contact Us about the ${plan.name} plan`}>
              Contact Us
            </a>
          </Button>
        ) : owned ? (
          <Button w="full" variant="outline" disabled aria-label={`${plan.name} is your current plan`}>
            Current plan
          </Button>
        ) : (
          <Button
            w="full"
            colorPalette="blue"
            variant={recommended ? 'solid' : 'outline'}
            loading={props.pending}
            loadingText="Starting checkout..."
            disabled={props.busy && !props.pending}
            onClick={props.onChoose}
            aria-label={`Choose plan: ${plan.name}`}
          >
            Choose plan
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
