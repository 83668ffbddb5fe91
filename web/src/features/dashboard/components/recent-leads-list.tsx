import { Box, Card, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { DataTable } from '../../../components/scroll-table';
import type { RecentLead } from '../api/dashboard';

function formatLeadDate(date: string): string {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime())
    ? date
    : parsed.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function caption(shown: number, total: number): string {
  if (total > shown) return `The ${shown} newest of ${total} captured in the last 24 hours`;
  return 'Captured in the last 24 hours';
}

/** Phones: one small card per lead, so nothing is cut off at 390 px and there is no sideways scrolling. */
function LeadCards({ leads }: { leads: RecentLead[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="2" hideFrom="md" aria-label="Recent leads">
      {leads.map((lead) => (
        <Box as="li" key={lead.id} borderWidth="1px" borderColor="gray.200" rounded="md" p="3" minW="0">
          <Flex justify="space-between" gap="2" align="baseline">
            <Text fontWeight="medium" truncate>
              {lead.name}
            </Text>
            <Text fontSize="xs" color="gray.600" flexShrink={0}>
              {formatLeadDate(lead.date)}
            </Text>
          </Flex>
          <Text fontSize="sm" color="gray.700" wordBreak="break-word">
            {lead.phone || 'No phone'} · {lead.intent || 'No intent yet'}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function LeadTable({ leads }: { leads: RecentLead[] }) {
  return (
    <DataTable label="Recent leads table" columns={['Name', 'Phone', 'Intent', 'Date']} hideBelow="md">
      {leads.map((lead) => (
        <Table.Row key={lead.id}>
          <Table.Cell fontWeight="medium">{lead.name}</Table.Cell>
          <Table.Cell>{lead.phone || '—'}</Table.Cell>
          <Table.Cell>{lead.intent || '—'}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatLeadDate(lead.date)}</Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}

export function RecentLeadsList({ leads, total }: { leads: RecentLead[]; total: number }) {
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby="recent-leads-heading" minW="0">
      <Card.Header>
        <Heading as="h2" size="lg" id="recent-leads-heading">
          Recent leads
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {caption(leads.length, total)}
        </Text>
      </Card.Header>
      <Card.Body>
        {leads.length === 0 ? (
          <Stack align="center" py="8" gap="1" textAlign="center">
            <Text fontWeight="semibold">No recent leads</Text>
            <Text fontSize="sm" color="gray.600">
              Leads your chat widget captures will appear here.
            </Text>
          </Stack>
        ) : (
          <>
            <LeadCards leads={leads} />
            <LeadTable leads={leads} />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
