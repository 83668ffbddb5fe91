import { Avatar, Box, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useSession } from '../../../lib/api/session';
import { useProfile } from '../api/profile';

/** Avatar initial, full name (or username) and email from the profile; the session fills gaps while it loads or if it fails. */
export function UserCard() {
  const profile = useProfile();
  const session = useSession();
  const user = session.data;
  const sessionName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const name = profile.data?.fullName?.trim() || profile.data?.username?.trim() || sessionName || 'Your account';
  const email = profile.data?.email || user?.email || '';

  return (
    <HStack gap="3" minW="0" data-testid="sidebar-user">
      <Avatar.Root size="sm" colorPalette="blue" aria-hidden="true">
        <Avatar.Fallback>{name.charAt(0).toUpperCase()}</Avatar.Fallback>
      </Avatar.Root>
      <Box minW="0">
        {profile.isPending && !sessionName ? (
          <Skeleton h="4" w="28" />
        ) : (
          <Text fontWeight="semibold" fontSize="sm" truncate>
            {name}
          </Text>
        )}
        <Text fontSize="xs" color="gray.600" truncate>
          {email}
        </Text>
      </Box>
    </HStack>
  );
}
