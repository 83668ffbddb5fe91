import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { ActionsCell, RowsTable } from '../../../components/scroll-table';
import type { LeadRow } from '../api/leads';
import { LeadStatusBadge, TierBadge, UrgencyBadge } from './badges';
import { formatDate, SOURCE_LABELS } from './labels';

/** The Leads table (spec §2.2): name/company, contact, status, AI insights, source, created, Manage. */
export function LeadTable({ rows, onManage }: { rows: LeadRow[]; onManage(row: LeadRow): void }) {
  return (
    <RowsTable
      label="Leads table"
      columns={['Name', 'Contact', 'Status', 'AI insights', 'Source', 'Created']}
      rows={rows}
      cells={(row) => (
        <>
          <Table.Cell>
            <Text fontWeight="medium">{row.name}</Text>
            {row.company && (
              <Text fontSize="xs" color="gray.600">
                {row.company}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell>
            <Text fontSize="sm">{row.email ?? '—'}</Text>
            {row.phone && (
              <Text fontSize="xs" color="gray.600">
                {row.phone}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell>
            <LeadStatusBadge status={row.status} />
          </Table.Cell>
          <Table.Cell>
            <Stack gap="1" align="flex-start">
              <TierBadge tier={row.tier} score={row.score} />
              {row.aiEnrichment ? (
                <>
                  <Badge colorPalette="purple" variant="outline">
                    {row.aiEnrichment.intentAnalysis}
                  </Badge>
                  <UrgencyBadge score={row.aiEnrichment.urgencyScore} />
                </>
              ) : (
                <Text fontSize="xs" color="gray.600">
                  Not analysed yet
                </Text>
              )}
            </Stack>
          </Table.Cell>
          <Table.Cell>{SOURCE_LABELS[row.source]}</Table.Cell>
          <Table.Cell>
            <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
          </Table.Cell>
          <ActionsCell>
            <Button size="xs" variant="outline" onClick={() => onManage(row)} aria-label={`Manage ${row.name}`}>
              Manage
            </Button>
          </ActionsCell>
        </>
      )}
    />
  );
}
