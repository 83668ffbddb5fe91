import { Badge, Button, Card, Heading, Text, VStack } from '@chakra-ui/react';
import { ROLE_LABELS } from '@shared/access';
import type { Role } from '@shared/enums';
import { Link as RouterLink } from 'react-router-dom';

/** A screen the signed-in role may not open (typed or bookmarked URL): said plainly, with a way back. */
export function NoAccess({ title, role, backTo }: { title: string; role: Role; backTo: string }) {
  return (
    <VStack align="stretch" gap="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Card.Root variant="outline" bg="white">
        <Card.Body alignItems="flex-start" gap="3">
          <Badge colorPalette="gray" variant="subtle">
            Not available to your role
          </Badge>
          <Text color="gray.700">
            Your account's role ({ROLE_LABELS[role]}) can't open {title}. Ask your business owner if you need it.
          </Text>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={backTo}>Back to Dashboard</RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    </VStack>
  );
}
