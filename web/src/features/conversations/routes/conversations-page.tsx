import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { BarSelect, ListPanel } from '../../../components/list-panel';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { StatCard } from '../../../components/stat-card';
import { useConversationStats } from '../../../lib/api/conversation-stats';
import { useCursorPaging } from '../../../lib/use-cursor-paging';
import { useDebounced } from '../../../lib/use-debounced';
import { type ConversationRow, type StatusFilter, useConversationsPage } from '../api/conversations';
import { ConversationDialog } from '../components/conversation-dialog';
import { ConversationTable } from '../components/conversation-table';
import { LiveMonitorBadge, useLiveMonitor } from '../components/live-monitor';
import { ExportConversationsButton, MonitorLabelFilter, useMonitorLabels } from '../components/monitor-labels';
import { MonthCsat } from '../components/month-csat';

export const SEARCH_DEBOUNCE_MS = 300;

const FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'abandoned', label: 'Abandoned' },
];

function StatCards() {
  const stats = useConversationStats();
  const value = (n: number | undefined) => (stats.isPending ? '…' : stats.isError ? '—' : n);
  const counts = stats.data?.counts;
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 2, xl: 4 }} gap="4">
        <StatCard label="Total Conversations" value={value(counts?.total)} caption="All time" />
        <StatCard label="Active" value={value(counts?.active)} caption="Not yet resolved or abandoned" />
        <StatCard label="Escalated" value={value(counts?.escalated)} caption="Handed to a person" />
        <StatCard label="Resolved" value={value(counts?.resolved)} caption="Marked resolved" />
      </SimpleGrid>
      {stats.isError && (
        <Text role="alert" fontSize="sm" color="red.700">
          We couldn't load the conversation counts.
        </Text>
      )}
    </Stack>
  );
}

/** /dashboard/conversations (spec part 2 §2.3): the tenant's conversations, searchable, filterable, paged on the server. */
export function ConversationsPage({ WebSocketImpl }: { WebSocketImpl?: typeof WebSocket } = {}) {
  const live = useLiveMonitor();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [viewing, setViewing] = useState<ConversationRow | null>(null);
  const labels = useMonitorLabels();
  // paging belongs to one search and filter (the server refuses a cursor of another); a new one starts at page 1
  const filterKey = `${status}\n${search}\n${labels.labelId}`;
  const paging = useCursorPaging(filterKey);

  const page = useConversationsPage({ status, search, labelId: labels.labelId, cursor: paging.cursor });
  const rows = page.data?.conversations ?? [];
  const nextCursor = page.isPlaceholderData ? null : (page.data?.nextCursor ?? null);

  return (
    <Stack gap="6">
      <PageHeader
        title="Conversations"
        description="Every conversation your AI agent has had, and the ones handed to a person."
        actions={live.live && <LiveMonitorBadge handlers={live.handlers} WebSocketImpl={WebSocketImpl} />}
      />
      <StatCards />
      <MonthCsat />
      <ListPanel
        search={{ placeholder: 'Search by session ID or source', value: searchInput, onChange: setSearchInput }}
        filters={
          <>
            <BarSelect<StatusFilter> label="Status" options={FILTER_OPTIONS} value={status} onChange={setStatus} />
            <MonitorLabelFilter {...labels} />
            <ExportConversationsButton status={status} search={search} labelId={labels.labelId} />
          </>
        }
      >
        <PagedList
          page={page}
          loadingLabel="Loading conversations..."
          errorTexts={{
            failed: "We couldn't load conversations. Please try again.",
            forbidden: "Your role can't see conversations.",
          }}
          empty={rows.length === 0}
          emptyText="No conversations found matching your criteria"
          notice={
            page.isError && (
              <Text role="alert" fontSize="sm" color="red.700">
                We couldn't refresh this page. It shows what was loaded before.
              </Text>
            )
          }
          paging={paging}
          nextCursor={nextCursor}
        >
          <ConversationTable
            rows={rows}
            unread={live.unread}
            labels={labels.all}
            onView={(row) => {
              live.markRead(row.id);
              setViewing(row);
            }}
          />
        </PagedList>
      </ListPanel>
      <ConversationDialog row={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
