import { Badge, Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { Role } from '@shared/enums';
import { CursorPager } from '../../../components/pager';
import { DataTable } from '../../../components/scroll-table';
import { StatCard } from '../../../components/stat-card';
import { QueryState } from '../../../components/ui/query-state';
import { useCursorPaging } from '../../../lib/use-cursor-paging';
import { type AdminUser, useAdminUsers } from '../api/clients';

const ROLE_LABELS: Record<Role, string> = {
  admin: 'Platform admin',
  business_owner: 'Business owner',
  ai_trainer: 'AI trainer',
  human_agent: 'Human agent',
};
const ROLE_PALETTES: Record<Role, string> = {
  admin: 'purple',
  business_owner: 'blue',
  ai_trainer: 'teal',
  human_agent: 'orange',
};

/** Consecutive users of one tenant, in the order the server sent them (tenants newest first). */
function byTenant(users: AdminUser[]) {
  const groups: { clientId: string; companyName: string; users: AdminUser[] }[] = [];
  for (const u of users) {
    const last = groups[groups.length - 1];
    if (last?.clientId === u.clientId) last.users.push(u);
    else groups.push({ clientId: u.clientId, companyName: u.companyName, users: [u] });
  }
  return groups;
}

/** User Management (spec part 3 §2): the platform's users by tenant and role, a page of tenants at a time. */
export function UsersSection() {
  const paging = useCursorPaging('users');
  const page = useAdminUsers(paging.cursor);
  return (
    <Stack gap="4">
      <Text color="gray.700">
        Each business adds its own team (AI trainers, human agents) from its dashboard; this list shows who has access.
      </Text>
      <QueryState query={page} loading="Loading users..." failed="We couldn't load the users.">
        {(data) => (
          <Stack gap="5" aria-busy={page.isPlaceholderData}>
            <SimpleGrid columns={{ base: 2, xl: 4 }} gap="4">
              {(Object.keys(ROLE_LABELS) as Role[]).map((r) => (
                <StatCard key={r} label={ROLE_LABELS[r]} value={data.roleCounts[r]} caption="On this page" />
              ))}
            </SimpleGrid>
            {data.users.length === 0 ? (
              <Text color="gray.600" textAlign="center" py="6">
                No users on this page.
              </Text>
            ) : (
              byTenant(data.users).map((g) => (
                <Box as="section" key={g.clientId} aria-label={g.companyName}>
                  <Heading as="h3" size="md" mb="2">
                    {g.companyName}{' '}
                    <Text as="span" fontSize="sm" color="gray.600" fontWeight="normal">
                      ({g.users.length} {g.users.length === 1 ? 'user' : 'users'})
                    </Text>
                  </Heading>
                  <DataTable label={`Users of ${g.companyName}`} columns={['Name', 'Email', 'Role', 'Status', 'Added']}>
                    {g.users.map((u) => (
                      <Table.Row key={u.id}>
                        <Table.Cell>
                          {u.firstName} {u.lastName}
                        </Table.Cell>
                        <Table.Cell>{u.email}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={ROLE_PALETTES[u.role]} variant="subtle">
                            {ROLE_LABELS[u.role]}
                          </Badge>
                        </Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={u.isActive ? 'green' : 'gray'} variant="subtle">
                            {u.isActive ? 'Active' : 'Deactivated'}
                          </Badge>
                        </Table.Cell>
                        <Table.Cell>
                          <time dateTime={u.createdAt}>{new Date(u.createdAt).toLocaleDateString()}</time>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </DataTable>
                </Box>
              ))
            )}
            <CursorPager paging={paging} nextCursor={data.nextCursor} loading={page.isPlaceholderData} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
