import { Badge, Button, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { Pager } from '../../../components/pager';
import { DataTable } from '../../../components/scroll-table';
import { SearchField } from '../../../components/search-field';
import { StatCard } from '../../../components/stat-card';
import { QueryState } from '../../../components/ui/query-state';
import { type AdminEnquiry, useEnquiries } from '../api/admin';
import { useEnquiryRow } from '../hooks/use-enquiry-row';
import { useSearchPaging } from '../hooks/use-search-paging';

const STATUS_PALETTES: Record<AdminEnquiry['status'], string> = { new: 'blue', contacted: 'green', closed: 'gray' };

/** Enquiries (spec part 3 §2): landing-page contact requests, searched on the server, with computed cards. */
export function EnquiriesSection() {
  const { input, setInput, search, paging } = useSearchPaging();
  const { cursor, pageNumber, goNext, goPrevious } = paging;
  const page = useEnquiries(search, cursor);
  return (
    <Stack gap="4">
      <SearchField maxW="md" placeholder="Search by name, email or company" value={input} onChange={setInput} />
      <QueryState query={page} loading="Loading enquiries..." failed="We couldn't load the enquiries.">
        {(data) => (
          <Stack gap="4" aria-busy={page.isPlaceholderData}>
            <SimpleGrid columns={{ base: 2, xl: 4 }} gap="4">
              <StatCard label="Total Enquiries" value={data.summary.total} caption="All time" />
              <StatCard label="Responded" value={data.summary.responded} caption="Contacted or closed" />
              <StatCard label="Pending" value={data.summary.pending} caption="Not contacted yet" />
              <StatCard label="This Week" value={data.summary.thisWeek} caption="Last 7 days" />
            </SimpleGrid>
            {data.enquiries.length === 0 ? (
              <Text color="gray.600" textAlign="center" py="6">
                No enquiries found - Contact form submissions will appear here
              </Text>
            ) : (
              <DataTable
                label="Enquiries table"
                columns={['Contact', 'Company', 'Message', 'Received', 'Status', 'Notes']}
              >
                {data.enquiries.map((e) => (
                  <EnquiryRow key={e.id} enquiry={e} />
                ))}
              </DataTable>
            )}
            <Pager
              pageNumber={pageNumber}
              hasNext={Boolean(data.nextCursor) && !page.isPlaceholderData}
              loading={page.isPlaceholderData}
              onPrevious={goPrevious}
              onNext={() => goNext(data.nextCursor)}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function EnquiryRow({ enquiry: e }: { enquiry: AdminEnquiry }) {
  const row = useEnquiryRow(e);
  return (
    <Table.Row>
      <Table.Cell>
        <Text fontWeight="medium">{e.name}</Text>
        <Text fontSize="xs">{e.email}</Text>
        {e.phone && <Text fontSize="xs">{e.phone}</Text>}
      </Table.Cell>
      <Table.Cell>
        {e.company ?? '—'}
        {e.industry && (
          <Text fontSize="xs" color="gray.600">
            {e.industry}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell maxW="xs" whiteSpace="pre-wrap">
        {e.message || 'No message provided'}
      </Table.Cell>
      <Table.Cell>
        <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleDateString()}</time>
        <Text fontSize="xs" color="gray.600">
          {e.source}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Stack gap="1" align="flex-start">
          <Badge colorPalette={STATUS_PALETTES[e.status]} variant="subtle">
            {e.status}
          </Badge>
          {e.status === 'new' && (
            <Button
              size="xs"
              variant="outline"
              loading={row.pending}
              onClick={row.markContacted}
              aria-label={`Mark ${e.name} contacted`}
            >
              Mark Contacted
            </Button>
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell minW="48">
        <Textarea
          size="sm"
          rows={2}
          value={row.notes}
          maxLength={2000}
          aria-label={`Notes on ${e.name}`}
          onChange={(ev) => row.setNotes(ev.target.value)}
        />
        {row.notesChanged && (
          <Button size="xs" mt="1" onClick={row.saveNotes} loading={row.pending}>
            Save notes
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
