import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatINR } from '@shared/format';
import { StatCard } from '../../../components/stat-card';
import { QueryState } from '../../../components/ui/query-state';
import { useActivity } from '../api/activity';
import { useAdminStats } from '../api/admin';
import { ActivityList } from '../components/activity-list';
import { HEALTH_PALETTES } from '../components/health';
import { ADMIN_SECTIONS, type AdminSection } from '../components/sections';

// the dashboard's shortcuts to the sections an admin opens most, named as in the navigation
const QUICK_ACTIONS: readonly AdminSection[] = [
  'clients',
  'enquiries',
  'health',
  'config',
  'analytics',
  'plans',
  'testimonials',
];
const sectionLabel = (id: AdminSection) => ADMIN_SECTIONS.find((s) => s.id === id)?.label;

/** Dashboard (spec part 3 §2): live cards and shortcuts; no fixed growth figures. */
export function DashboardSection({ go }: { go(section: AdminSection): void }) {
  const stats = useAdminStats();
  return (
    <QueryState query={stats} loading="Loading admin dashboard..." failed="We couldn't load the platform figures.">
      {(s) => (
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
            <StatCard
              label="Total Clients"
              value={s.totalClients}
              caption={`${s.activeClients} active · ${s.suspendedClients} suspended · ${s.trialClients} trial`}
            />
            <StatCard
              label="Monthly Revenue"
              value={formatINR(s.monthlyRevenue)}
              caption="MRR from active subscriptions"
            />
            <StatCard label="Active Chats" value={s.totalConversations} caption="Conversations started this month" />
            <StatCard
              label="System Status"
              value={
                <Badge colorPalette={HEALTH_PALETTES[s.systemHealth]} size="lg" variant="subtle">
                  {s.systemHealth}
                </Badge>
              }
              caption={s.checks.map((c) => `${c.name}: ${c.status}`).join(' · ')}
            />
          </SimpleGrid>
          <Box>
            <Heading as="h3" size="md" mb="3">
              Quick Actions
            </Heading>
            <Flex gap="2" wrap="wrap">
              {QUICK_ACTIONS.map((id) => (
                <Button key={id} variant="outline" onClick={() => go(id)}>
                  {sectionLabel(id)}
                </Button>
              ))}
            </Flex>
          </Box>
          <RecentActivity onShowAll={() => go('activity')} />
        </Stack>
      )}
    </QueryState>
  );
}

/** The newest entries of the activity log (the spec's fixed text replaced by real events). */
function RecentActivity({ onShowAll }: { onShowAll(): void }) {
  const recent = useActivity({ level: 'all', category: 'all' }, null, 6);
  return (
    <Box>
      <Flex justify="space-between" align="center" mb="2">
        <Heading as="h3" size="md">
          Recent Activity
        </Heading>
        <Button size="sm" variant="ghost" onClick={onShowAll}>
          View all
        </Button>
      </Flex>
      <QueryState query={recent} loading="Loading activity..." failed="We couldn't load the activity log.">
        {(data) =>
          data.entries.length === 0 ? (
            <Text fontSize="sm" color="gray.600">
              No activity recorded yet.
            </Text>
          ) : (
            <ActivityList entries={data.entries} />
          )
        }
      </QueryState>
    </Box>
  );
}
