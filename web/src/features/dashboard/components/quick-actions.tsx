import { Button, Card, Heading, SimpleGrid } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

const QUICK_ACTIONS = [
  { label: 'Manage Intents', to: '/dashboard/intents' },
  { label: 'Test AI Chat', to: '/ccai-test' },
  { label: 'Get Widget Code', to: '/dashboard/widget' },
  { label: 'Manage Billing', to: '/dashboard/billing' },
] as const;

export function QuickActions() {
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby="quick-actions-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="quick-actions-heading">
          Quick actions
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 1 }} gap="3">
          {QUICK_ACTIONS.map((action) => (
            <Button key={action.to} asChild variant="outline" justifyContent="flex-start">
              <RouterLink to={action.to}>{action.label}</RouterLink>
            </Button>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
