import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { LabelChips } from '../../../components/label-chips';
import { ActionsCell, RowsTable } from '../../../components/scroll-table';
import type { Label } from '../../../lib/api/labels';
import type { ConversationRow } from '../api/conversations';
import { formatDateTime, SOURCE_LABELS } from './labels';
import { UnreadBadge } from './live-monitor';
import { RatingStars } from './rating-stars';
import { StatusBadge } from './status-badge';

function Escalation({ row }: { row: ConversationRow }) {
  if (!row.isEscalated) {
    return (
      <Badge colorPalette="gray" variant="subtle">
        AI Handled
      </Badge>
    );
  }
  return (
    <Stack gap="0.5" align="flex-start">
      <Badge colorPalette="orange" variant="subtle">
        Escalated
      </Badge>
      {row.escalationReason && (
        <Text fontSize="xs" color="gray.700" wordBreak="break-word">
          {row.escalationReason}
        </Text>
      )}
    </Stack>
  );
}

/** The monitor's table (spec part 2 §2.3): one row per conversation of the current page. */
export function ConversationTable({
  rows,
  unread,
  onView,
  labels = [],
}: {
  rows: ConversationRow[];
  /** Visitor messages per conversation since the page opened (live, issue 32). */
  unread?: Record<string, number>;
  onView: (row: ConversationRow) => void;
  /** The tenant's labels (issue 32): a row's label ids shown by name and colour. */
  labels?: readonly Label[];
}) {
  return (
    <RowsTable
      label="Conversations table"
      columns={['Session ID', 'Status', 'Source', 'Escalation', 'Labels', 'Rating', 'Started']}
      rows={rows}
      cells={(row) => (
        <>
          <Table.Cell>
            <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
              {row.sessionId}
              <UnreadBadge count={unread?.[row.id]} />
            </Text>
            {row.ccaiChatId && (
              <Text fontSize="xs" color="gray.600" wordBreak="break-all">
                CCAI chat: {row.ccaiChatId}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell>
            <StatusBadge status={row.status} />
          </Table.Cell>
          <Table.Cell>{SOURCE_LABELS[row.source]}</Table.Cell>
          <Table.Cell minW="40">
            <Escalation row={row} />
          </Table.Cell>
          <Table.Cell>
            <LabelChips labelIds={row.labelIds} labels={labels} />
          </Table.Cell>
          <Table.Cell>
            <RatingStars rating={row.rating} />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createdAt)}</Table.Cell>
          <ActionsCell textAlign="end">
            <Button size="sm" variant="outline" aria-label={`View Chat ${row.sessionId}`} onClick={() => onView(row)}>
              View Chat
            </Button>
          </ActionsCell>
        </>
      )}
    />
  );
}
