import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { LogoutButton } from '../../../components/logout-button';
import { useSession } from '../../../lib/api/session';
import { ADMIN_SECTIONS, type AdminSection } from './sections';

/** The admin sidebar (and the mobile drawer's content): the sections, and who is signed in. */
export function AdminNav({ current, onSelect }: { current: AdminSection; onSelect(section: AdminSection): void }) {
  const session = useSession();
  const user = session.data;
  return (
    <Stack h="full" justify="space-between" gap="4">
      <Stack as="nav" aria-label="Admin" gap="0.5">
        {ADMIN_SECTIONS.map((s) => (
          <Button
            key={s.id}
            variant={current === s.id ? 'subtle' : 'ghost'}
            justifyContent="space-between"
            aria-current={current === s.id ? 'page' : undefined}
            onClick={() => onSelect(s.id)}
          >
            {s.label}
          </Button>
        ))}
      </Stack>
      <Box borderTopWidth="1px" pt="3" data-testid="admin-identity">
        <Text fontWeight="semibold" fontSize="sm">
          {user ? `${user.firstName} ${user.lastName}` : '…'}
        </Text>
        <Text fontSize="xs" color="gray.600" mb="2" wordBreak="break-all">
          {user?.email}
        </Text>
        <LogoutButton />
      </Box>
    </Stack>
  );
}
