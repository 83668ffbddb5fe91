import { Badge, Button, Card, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { QueryState } from '../../../components/ui/query-state';
import { useSystemHealth } from '../api/admin';
import { HEALTH_PALETTES } from '../components/health';

/** System Health: the real checks (table, queues, identity service, mail), each with what it measured. */
export function HealthSection() {
  const health = useSystemHealth();
  return (
    <QueryState query={health} loading="Checking the platform..." failed="We couldn't run the health checks.">
      {(h) => (
        <Stack gap="4">
          <Flex gap="3" align="center" wrap="wrap">
            <Text>Overall:</Text>
            <Badge colorPalette={HEALTH_PALETTES[h.status]} size="lg" variant="subtle">
              {h.status}
            </Badge>
            <Text fontSize="sm" color="gray.600">
              checked {new Date(h.checkedAt).toLocaleTimeString()}
            </Text>
            <Button size="sm" variant="outline" onClick={() => void health.refetch()} loading={health.isFetching}>
              Check again
            </Button>
          </Flex>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {h.checks.map((c) => (
              <Card.Root key={c.name} variant="outline" bg="white" as="section" aria-label={c.name}>
                <Card.Body gap="2">
                  <Flex justify="space-between" align="center">
                    <Text fontWeight="semibold" textTransform="capitalize">
                      {c.name}
                    </Text>
                    <Badge colorPalette={HEALTH_PALETTES[c.status]} variant="subtle">
                      {c.status}
                    </Badge>
                  </Flex>
                  <Text fontSize="sm" color="gray.700">
                    {c.detail}
                  </Text>
                  {c.latencyMs !== null && (
                    <Text fontSize="xs" color="gray.600">
                      {c.latencyMs} ms
                    </Text>
                  )}
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}
