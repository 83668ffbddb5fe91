import { Box, Link, Separator, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { BrandMark } from '../../../components/brand';
import { LogoutButton } from '../../../components/logout-button';
import { useSession } from '../../../lib/api/session';
import { sidebarEntriesFor } from '../sidebar-entries';
import { UserCard } from './user-card';

/** The customer navigation: the entries the signed-in role may open, then who is signed in and the logout button. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  // The shell is mounted under RequireRole, so the session is loaded; no role means no entries.
  const role = useSession().data?.role;
  const entries = role ? sidebarEntriesFor(role) : [];
  return (
    <Stack h="full" gap="4" py="4">
      <Box px="4">
        <BrandMark />
      </Box>
      <Box as="nav" aria-label="Dashboard" flex="1" overflowY="auto" px="2">
        <Stack as="ul" listStyleType="none" gap="0.5">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link
                asChild
                display="block"
                px="3"
                py="2"
                rounded="md"
                fontSize="sm"
                color="gray.700"
                _hover={{ bg: 'gray.100', textDecoration: 'none' }}
                _currentPage={{ bg: 'blue.50', color: 'blue.800', fontWeight: 'semibold' }}
              >
                <NavLink to={entry.to} end={entry.segment === ''} onClick={onNavigate}>
                  {entry.label}
                </NavLink>
              </Link>
            </li>
          ))}
        </Stack>
      </Box>
      <Separator />
      <Stack px="4" gap="3">
        <UserCard />
        <LogoutButton />
      </Stack>
    </Stack>
  );
}
