import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { notify } from '../../../components/notify';
import { useCcaiHealth } from '../api/ccai';

function Service({ name, configured }: { name: string; configured: boolean }) {
  return (
    <HStack justify="space-between">
      <Text>{name}</Text>
      <Badge colorPalette={configured ? 'green' : 'gray'}>{configured ? 'Configured' : 'Not configured'}</Badge>
    </HStack>
  );
}

/** Health status card (spec part 2 §2.1): the agent itself, and the two optional external services. */
export function HealthCard() {
  const health = useCcaiHealth();
  useEffect(() => {
    if (health.isError) notify.once('ccai-health', 'error', 'Failed to load status');
  }, [health.isError]);
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            Status
          </Heading>
          {health.isPending ? (
            <Text color="gray.600">Checking…</Text>
          ) : health.data ? (
            <>
              <HStack justify="space-between">
                <Text>Parley agent (your intents)</Text>
                <Badge colorPalette="green">Running</Badge>
              </HStack>
              <Service name="Dialogflow CX" configured={health.data.services.dialogflow_cx.configured} />
              <Service name="CCAI Platform" configured={health.data.services.ccai_platform.configured} />
              <Text fontSize="sm" color="gray.600">
                The test chat always answers from your own intents; the external services are optional integrations the
                platform admin configures.
              </Text>
            </>
          ) : (
            <Text color="red.700">The status could not be loaded.</Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
