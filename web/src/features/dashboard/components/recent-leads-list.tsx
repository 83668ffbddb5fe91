import { Box, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { RecentLead } from '../api/dashboard';

function formatLeadDate(date: string): string {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime())
    ? date
    : parsed.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function RecentLeadsList({ leads }: { leads: RecentLead[] }) {
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby="recent-leads-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="recent-leads-heading">
          Recent leads
        </Heading>
        <Text fontSize="sm" color="gray.600">
          Captured in the last 24 hours
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
          // Focusable so keyboard users can scroll the table sideways on narrow screens.
          <Box overflowX="auto" tabIndex={0} role="region" aria-label="Recent leads table">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Phone</Table.ColumnHeader>
                  <Table.ColumnHeader>Intent</Table.ColumnHeader>
                  <Table.ColumnHeader>Date</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {leads.map((lead) => (
                  <Table.Row key={lead.id}>
                    <Table.Cell fontWeight="medium">{lead.name}</Table.Cell>
                    <Table.Cell>{lead.phone || '—'}</Table.Cell>
                    <Table.Cell>{lead.intent || '—'}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatLeadDate(lead.date)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
