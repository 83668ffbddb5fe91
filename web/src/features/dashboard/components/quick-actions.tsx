import { Button, Card, Heading, SimpleGrid } from '@chakra-ui/react';
import { mayAccess, type RoleLevel } from '@shared/access';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../lib/api/session';
import { AGENT_PORTAL_SCREEN, sidebarEntry, TEST_CHAT_SCREEN } from '../sidebar-entries';

/** Each action opens a sidebar screen (or the trainer's test chat) and is shown only to roles that may open it. */
const QUICK_ACTIONS: readonly { label: string; to: string; level: RoleLevel }[] = [
  { label: 'Manage Intents', to: '/dashboard/intents', level: sidebarEntry('intents')!.level },
  { label: TEST_CHAT_SCREEN.label, to: TEST_CHAT_SCREEN.to, level: TEST_CHAT_SCREEN.level },
  { label: 'Open Agent Portal', to: AGENT_PORTAL_SCREEN.to, level: AGENT_PORTAL_SCREEN.level },
  { label: 'Get Widget Code', to: '/dashboard/widget', level: sidebarEntry('widget')!.level },
  { label: 'Manage Billing', to: '/dashboard/billing', level: sidebarEntry('billing')!.level },
];

type QuickAction = (typeof QUICK_ACTIONS)[number];

/** The actions the signed-in role may take; the home page drops the card's column when there are none. */
export function useQuickActions(): QuickAction[] {
  const role = useSession().data?.role;
  return role ? QUICK_ACTIONS.filter((action) => mayAccess(role, action.level)) : [];
}

export function QuickActions({ actions }: { actions: QuickAction[] }) {
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby="quick-actions-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="quick-actions-heading">
          Quick actions
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 1 }} gap="3">
          {actions.map((action) => (
            <Button key={action.to} asChild variant="outline" justifyContent="flex-start">
              <RouterLink to={action.to}>{action.label}</RouterLink>
            </Button>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
