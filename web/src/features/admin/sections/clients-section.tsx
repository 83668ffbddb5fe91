import { Button, Flex, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { formatINR } from '@shared/format';
import { useState } from 'react';
import { CursorPager } from '../../../components/pager';
import { DataTable } from '../../../components/scroll-table';
import { SearchField } from '../../../components/search-field';
import { StatCard } from '../../../components/stat-card';
import { QueryState } from '../../../components/ui/query-state';
import { useAdminStats } from '../api/admin';
import { type AdminClient, useAdminClients } from '../api/clients';
import { ClientDetailsDialog, usageText } from '../components/client-details-dialog';
import { planNote } from '../components/client-plan';
import { ClientStatusAction, ClientStatusBadges } from '../components/client-status';
import { useSearchPaging } from '../hooks/use-search-paging';

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** Clients (spec part 3 §2): searched on the server, the summary cards, the table, details and Suspend/Activate. */
export function ClientsSection() {
  const { input, setInput, search, paging } = useSearchPaging();
  const page = useAdminClients(search, paging.cursor);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  // the open modal follows the list, so it shows the new status after a change
  const details = page.data?.clients.find((c) => c.id === detailsId) ?? null;
  return (
    <Stack gap="4">
      <ClientCards />
      <SearchField maxW="md" placeholder="Search by company name or contact email" value={input} onChange={setInput} />
      <QueryState query={page} loading="Loading clients..." failed="We couldn't load the clients.">
        {(data) => (
          <Stack gap="4" aria-busy={page.isPlaceholderData}>
            {data.clients.length === 0 ? (
              <Text color="gray.600" textAlign="center" py="6">
                {search ? `No clients match “${search}”.` : 'No clients yet - businesses that sign up appear here.'}
              </Text>
            ) : (
              <DataTable
                label="Clients table"
                columns={['Company', 'Plan & usage', 'Revenue & billing', 'Status & activity', 'Actions']}
              >
                {data.clients.map((c) => (
                  <ClientRow key={c.id} client={c} onDetails={() => setDetailsId(c.id)} />
                ))}
              </DataTable>
            )}
            <CursorPager paging={paging} nextCursor={data.nextCursor} loading={page.isPlaceholderData} />
          </Stack>
        )}
      </QueryState>
      <ClientDetailsDialog client={details} onClose={() => setDetailsId(null)} />
    </Stack>
  );
}

/** Total, active, trial and MRR over every tenant: the platform stats, not just this page. */
function ClientCards() {
  const stats = useAdminStats();
  return (
    <QueryState query={stats} loading="Loading client figures..." failed="We couldn't load the client figures.">
      {(s) => (
        <SimpleGrid columns={{ base: 2, xl: 4 }} gap="4">
          <StatCard label="Total Clients" value={s.totalClients} caption={`${s.suspendedClients} suspended`} />
          <StatCard label="Active" value={s.activeClients} caption="Active accounts" />
          <StatCard label="Trial" value={s.trialClients} caption="On a trial" />
          <StatCard label="MRR" value={formatINR(s.monthlyRevenue)} caption="From active subscriptions" />
        </SimpleGrid>
      )}
    </QueryState>
  );
}

function ClientRow({ client: c, onDetails }: { client: AdminClient; onDetails(): void }) {
  return (
    <Table.Row>
      <Table.Cell>
        <Text fontWeight="medium">{c.companyName}</Text>
        <Text fontSize="xs">{c.contactEmail}</Text>
        <Text fontSize="xs" color="gray.600" fontFamily="mono">
          {c.id}
        </Text>
        {c.isPlatform && (
          <Text fontSize="xs" color="gray.600">
            The platform's own account
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Text>{c.plan}</Text>
        {planNote(c) && (
          <Text fontSize="xs" color="gray.600">
            {planNote(c)}
          </Text>
        )}
        <Text fontSize="xs">{c.conversationsThisMonth.toLocaleString('en-IN')} conversations this month</Text>
        <Text fontSize="xs" color="gray.600">
          Plan usage: {usageText(c)} this period
        </Text>
        <Text fontSize="xs" color="gray.600">
          Widget installed: {c.widgetInstalled ? 'Yes' : 'No'}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Text>{formatINR(c.monthlyRevenue)}/mo</Text>
        <Text fontSize="xs">{c.leadsCaptured.toLocaleString('en-IN')} leads captured</Text>
        <Text fontSize="xs" color="gray.600">
          Joined <time dateTime={c.joinedDate}>{day(c.joinedDate)}</time>
        </Text>
      </Table.Cell>
      <Table.Cell>
        <ClientStatusBadges client={c} />
        <Text fontSize="xs" color="gray.600">
          {c.lastActivity ? (
            <>
              Last seen <time dateTime={c.lastActivity}>{day(c.lastActivity)}</time>
            </>
          ) : (
            'No activity recorded'
          )}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={onDetails} aria-label={`View details of ${c.companyName}`}>
            View Details
          </Button>
          <ClientStatusAction client={c} label="short" />
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}
