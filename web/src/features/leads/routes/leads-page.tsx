import { Button, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { BarSelect, ListPanel } from '../../../components/list-panel';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { SegmentedButtons } from '../../../components/segmented-buttons';
import { StatCard } from '../../../components/stat-card';
import { useSession } from '../../../lib/api/session';
import { useDownload } from '../../../lib/download';
import { useCursorPaging } from '../../../lib/use-cursor-paging';
import { useDebounced } from '../../../lib/use-debounced';
import { exportCsvPath, type StatusFilter, useLeadStats, useLeadsPage } from '../api/leads';
import { AddLeadDialog } from '../components/add-lead-dialog';
import { BulkProgress, useBulkEnrichment } from '../components/bulk-enrichment';
import { STATUS_LABELS } from '../components/labels';
import { LeadBoard } from '../components/lead-board';
import { LeadTable } from '../components/lead-table';
import { ManageLeadDialog } from '../components/manage-lead-dialog';

export const SEARCH_DEBOUNCE_MS = 300;
const FILTERS: StatusFilter[] = ['all', 'new', 'contacted', 'qualified', 'converted', 'lost'];
const VIEWS = [
  { value: 'table', label: 'Table' },
  { value: 'board', label: 'Board' },
] as const;
const FILTER_OPTIONS = FILTERS.map((f) => ({ value: f, label: f === 'all' ? 'All' : STATUS_LABELS[f] }));

function StatCards({
  isOwner,
  onAnalyzeAll,
  analyzing,
}: {
  isOwner: boolean;
  onAnalyzeAll(): void;
  analyzing: boolean;
}) {
  const stats = useLeadStats();
  const value = (n: number | null | undefined, suffix = '') =>
    stats.isPending ? '…' : stats.isError ? '—' : n === null || n === undefined ? '—' : `${n}${suffix}`;
  const s = stats.data;
  return (
    <SimpleGrid columns={{ base: 2, xl: 5 }} gap="4">
      <StatCard label="Total Leads" value={value(s?.total)} caption="All time" />
      <StatCard label="New" value={value(s?.byStatus.new)} caption="Not contacted yet" />
      <StatCard label="Qualified" value={value(s?.byStatus.qualified)} caption="Judged worth pursuing" />
      <StatCard
        label="Conversion Rate"
        value={s && s.conversionRate === null ? 'No leads yet' : value(s?.conversionRate, '%')}
        caption="Converted ÷ all leads"
      />
      <StatCard
        label="AI Analysis"
        value={value(s?.enriched)}
        caption={s ? `of ${s.total} leads analysed` : 'Leads analysed'}
      >
        {isOwner && (
          <Button
            size="xs"
            mt="1"
            colorPalette="purple"
            onClick={onAnalyzeAll}
            loading={analyzing}
            loadingText="Analyzing..."
          >
            Analyze All
          </Button>
        )}
      </StatCard>
    </SimpleGrid>
  );
}

/** /dashboard/leads (spec part 2 §2.2): cards, search and filter on the server, table or board, Manage, Add, export. */
export function LeadsPage() {
  const session = useSession();
  const isOwner = session.data?.role === 'business_owner';
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [view, setView] = useState<'table' | 'board'>('table');
  const [managing, setManaging] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const { exporting, run } = useDownload();
  const bulk = useBulkEnrichment();
  const paging = useCursorPaging(`${status}\n${search}`);
  const page = useLeadsPage({ status, search, cursor: paging.cursor });
  const rows = page.data?.leads ?? [];
  const nextCursor = page.isPlaceholderData ? null : (page.data?.nextCursor ?? null);

  const exportCsv = () =>
    run(exportCsvPath({ status, search }), 'leads.csv', (r) => [
      'Export ready',
      r.truncated
        ? `The first ${r.rows} leads were exported; narrow the filter for the rest.`
        : `${r.rows} leads exported.`,
    ]);

  return (
    <Stack gap="6">
      <PageHeader
        title="Leads"
        description="Everyone who left their details in your chat widget, and the leads you added."
        actions={
          isOwner && (
            <Flex gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => void exportCsv()} loading={exporting} loadingText="Exporting...">
                Export CSV
              </Button>
              <Button onClick={() => setAdding(true)}>Add Lead</Button>
            </Flex>
          )
        }
      />
      <StatCards isOwner={isOwner} onAnalyzeAll={() => void bulk.run()} analyzing={bulk.running} />
      {bulk.running && <BulkProgress job={bulk.job} />}
      <ListPanel
        search={{
          placeholder: 'Search by name, company, email or phone',
          value: searchInput,
          onChange: setSearchInput,
        }}
        filters={
          <>
            {view === 'table' && (
              <BarSelect<StatusFilter> label="Status" options={FILTER_OPTIONS} value={status} onChange={setStatus} />
            )}
            <SegmentedButtons label="View" options={VIEWS} value={view} onChange={setView} />
          </>
        }
      >
        {view === 'board' ? (
          <LeadBoard search={search} onManage={(row) => setManaging(row.id)} />
        ) : (
          <PagedList
            page={page}
            loadingLabel="Loading leads..."
            errorTexts={{
              failed: "We couldn't load leads. Please try again.",
              forbidden: "Your role can't see leads.",
            }}
            empty={rows.length === 0}
            emptyText={
              nextCursor
                ? 'No matches among the leads checked so far. Press Next to search older leads.'
                : 'No leads found matching your criteria'
            }
            paging={paging}
            nextCursor={nextCursor}
          >
            <LeadTable rows={rows} onManage={(row) => setManaging(row.id)} />
          </PagedList>
        )}
      </ListPanel>
      <ManageLeadDialog
        leadId={managing}
        isOwner={isOwner}
        bulkRunning={bulk.running}
        onBulkEnrich={() => void bulk.run()}
        onClose={() => setManaging(null)}
      />
      <AddLeadDialog open={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
