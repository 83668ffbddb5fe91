import { Badge, Button, Card, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A sidebar screen that is not built yet — said plainly, with a way back. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <VStack align="stretch" gap="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Card.Root variant="outline" bg="white">
        <Card.Body alignItems="flex-start" gap="3">
          <Badge colorPalette="orange" variant="subtle">
            Coming soon
          </Badge>
          <Text color="gray.700">The {title} screen is not available yet. It is being built and will appear here.</Text>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/dashboard">Back to Dashboard</RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    </VStack>
  );
}
