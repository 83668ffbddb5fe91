import { Badge, Button, Card, Checkbox, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { QueryState } from '../../../components/ui/query-state';
import { type PaymentGateways, useGateways } from '../api/config';
import { GATEWAYS, type GatewayDef } from '../components/provider-fields';
import { LastTest, SettingsFields } from '../components/settings-form';
import { useGatewayCard } from '../hooks/use-gateway-card';

/**
 * Payment Gateways (spec part 3 §2): a card per gateway with Configured / Not Configured, the enable
 * checkbox, credential fields, Save and Test; the active gateway is chosen on its card, which the
 * server allows only after a successful test of the saved credentials (the card says why not yet).
 */
export function GatewaysSection() {
  const gateways = useGateways();
  return (
    <Stack gap="6">
      <Card.Root variant="subtle" bg="blue.50" as="aside" aria-label="About payment gateways">
        <Card.Body>
          <Stack as="ul" pl="5" listStyleType="disc" gap="1" fontSize="sm">
            <li>Only one gateway can be active at a time.</li>
            <li>Switching the gateway affects new subscriptions only.</li>
            <li>Existing subscriptions keep their original gateway.</li>
            <li>Test the configuration before switching.</li>
          </Stack>
        </Card.Body>
      </Card.Root>
      <QueryState
        query={gateways}
        loading="Loading payment gateways..."
        failed="We couldn't load the payment gateways."
      >
        {(data) => (
          <Stack gap="4">
            {data.activeGateway === null && (
              <Text role="status">
                No gateway is active: until one is configured, tested and made active, businesses cannot subscribe (a
                local install uses the offline test gateway instead).
              </Text>
            )}
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
              {GATEWAYS.map((g) => (
                <GatewayCard key={g.gateway} def={g} data={data} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function GatewayCard({ def, data }: { def: GatewayDef; data: PaymentGateways }) {
  const card = useGatewayCard(def, data);
  const { stored, form, enabled, setEnabled, active } = card;
  const headingId = `gateway-${def.gateway}-heading`;
  return (
    <Card.Root
      as="section"
      variant="outline"
      bg="white"
      aria-labelledby={headingId}
      borderColor={active ? 'green.500' : undefined}
      borderWidth={active ? '2px' : '1px'}
    >
      <Card.Header gap="3">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h3" size="md" id={headingId}>
            {def.label}
          </Heading>
          <Flex gap="2">
            {active && (
              // green.700, not the solid recipe's green.600: white on it keeps 4.5:1 (axe color-contrast)
              <Badge variant="solid" bg="green.700" color="white">
                Active
              </Badge>
            )}
            <Badge colorPalette={stored.configured ? 'green' : 'gray'} variant="subtle">
              {stored.configured ? 'Configured' : 'Not Configured'}
            </Badge>
          </Flex>
        </Flex>
        {!active && (
          <Stack gap="1">
            <Button
              size="sm"
              variant="outline"
              colorPalette="green"
              alignSelf="flex-start"
              disabled={stored.activationBlocked !== null}
              loading={card.activating}
              onClick={card.activate}
            >
              Make {def.label} active
            </Button>
            {stored.activationBlocked && (
              <Text fontSize="sm" color="gray.700">
                {stored.activationBlocked}. Save the credentials, then Test.
              </Text>
            )}
          </Stack>
        )}
      </Card.Header>
      <Card.Body gap="4">
        <Checkbox.Root checked={enabled} onCheckedChange={(e) => setEnabled(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Enable {def.label}</Checkbox.Label>
        </Checkbox.Root>
        <SettingsFields idPrefix={`gateway-${def.gateway}`} fields={def.fields} form={form} stored={stored} />
        <Flex gap="3" wrap="wrap">
          <Button onClick={card.save} loading={card.saving}>
            Save
          </Button>
          <Button variant="outline" onClick={card.test} loading={card.testing}>
            Test
          </Button>
        </Flex>
        <LastTest test={stored.lastTest} />
        <Text fontSize="sm" color="gray.700">
          Webhook URL for the {def.label} dashboard:{' '}
          <Text as="code" wordBreak="break-all">{`${window.location.origin}/api/webhooks/${def.gateway}`}</Text>
          {def.gateway === 'razorpay'
            ? ' (events subscription.* and invoice.paid)'
            : ' (events checkout.session.completed, customer.subscription.* and invoice.*)'}
          . Subscriptions change only on signed events, so set the webhook secret.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
