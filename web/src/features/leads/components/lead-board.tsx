import { Badge, Box, Flex, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { LEAD_STATUSES } from '@shared/enums';
import { type DragEvent, type KeyboardEvent, useState } from 'react';
import { notify } from '../../../components/notify';
import { loadErrorText, serverErrorText } from '../../../lib/api-client';
import { type LeadRow, useLeadsPage, useSetLeadStatus } from '../api/leads';
import { TierBadge } from './badges';
import { SOURCE_LABELS, STATUS_LABELS, STATUS_PALETTES } from './labels';

type Status = LeadRow['status'];
/** Cards shown per column: the newest of that status (the table pages through all of them). */
export const BOARD_COLUMN_SIZE = 20;
const DRAG_TYPE = 'application/x-parley-lead';

/**
 * The board view: one column per status; dragging a card to another column sets that status, and so do
 * the arrow keys on a focused card (Left/Right: previous/next column), so it works without a mouse.
 */
export function LeadBoard({ search, onManage }: { search: string; onManage(row: LeadRow): void }) {
  const setStatus = useSetLeadStatus();
  const [announcement, setAnnouncement] = useState('');
  const [over, setOver] = useState<Status | null>(null);

  const move = async (lead: LeadRow, status: Status) => {
    if (lead.status === status) return;
    try {
      await setStatus.mutateAsync({ id: lead.id, status });
      setAnnouncement(`${lead.name} moved to ${STATUS_LABELS[status]}.`);
      notify.success('Lead status updated successfully', `${lead.name} is now ${STATUS_LABELS[status]}.`);
    } catch (error) {
      notify.error('Error updating lead status', serverErrorText(error, 'Failed to update lead status'));
    }
  };

  return (
    <Stack gap="2">
      <Text fontSize="sm" color="gray.600" id="board-help">
        Drag a card to another column, or focus it and press the Left or Right arrow key, to change its status. Enter
        opens it.
      </Text>
      <Box srOnly aria-live="polite">
        {announcement}
      </Box>
      <SimpleGrid columns={{ base: 1, md: 3, xl: 5 }} gap="3">
        {LEAD_STATUSES.map((status) => (
          <Column
            key={status}
            status={status}
            search={search}
            highlighted={over === status}
            onDragOver={setOver}
            onDropLead={(lead) => {
              setOver(null);
              void move(lead, status);
            }}
            onMove={move}
            onManage={onManage}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Column(props: {
  status: Status;
  search: string;
  highlighted: boolean;
  onDragOver(status: Status | null): void;
  onDropLead(lead: LeadRow): void;
  onMove(lead: LeadRow, status: Status): Promise<void>;
  onManage(row: LeadRow): void;
}) {
  const { status } = props;
  const page = useLeadsPage({ status, search: props.search, cursor: null, limit: BOARD_COLUMN_SIZE });
  const leads = page.data?.leads ?? [];
  const headingId = `board-${status}`;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    if (raw) props.onDropLead(JSON.parse(raw) as LeadRow);
  };
  return (
    <Box
      as="section"
      aria-label={`${STATUS_LABELS[status]} column`}
      data-status={status}
      bg={props.highlighted ? `${STATUS_PALETTES[status]}.50` : 'gray.50'}
      borderWidth="1px"
      borderColor={props.highlighted ? `${STATUS_PALETTES[status]}.400` : 'gray.200'}
      rounded="lg"
      p="3"
      minH="40"
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        props.onDragOver(status);
      }}
      onDragLeave={() => props.onDragOver(null)}
      onDrop={onDrop}
    >
      <Flex justify="space-between" align="center" mb="2">
        <Heading as="h3" size="sm" id={headingId}>
          {STATUS_LABELS[status]}
        </Heading>
        {page.isFetching ? (
          <Spinner size="xs" aria-hidden="true" />
        ) : (
          <Badge variant="subtle">
            {leads.length}
            {page.data?.nextCursor ? '+' : ''}
          </Badge>
        )}
      </Flex>
      {page.isError ? (
        <Text role="alert" fontSize="sm" color="red.700">
          {loadErrorText(page.error, { failed: "We couldn't load these leads." })}
        </Text>
      ) : leads.length === 0 && !page.isPending ? (
        <Text fontSize="sm" color="gray.600">
          No leads
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-labelledby={headingId}>
          {leads.map((lead) => (
            <Card key={lead.id} lead={lead} onMove={props.onMove} onManage={props.onManage} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function Card({
  lead,
  onMove,
  onManage,
}: {
  lead: LeadRow;
  onMove(lead: LeadRow, s: Status): Promise<void>;
  onManage(row: LeadRow): void;
}) {
  const index = LEAD_STATUSES.indexOf(lead.status);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step && LEAD_STATUSES[index + step]) {
      event.preventDefault();
      void onMove(lead, LEAD_STATUSES[index + step]);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onManage(lead);
    }
  };
  return (
    <Box
      as="li"
      draggable
      tabIndex={0}
      aria-label={`${lead.name}, ${STATUS_LABELS[lead.status]}`}
      aria-describedby="board-help"
      data-lead-id={lead.id}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(lead));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onKeyDown={onKeyDown}
      onDoubleClick={() => onManage(lead)}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      p="2"
      cursor="grab"
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
    >
      <Text fontWeight="medium" fontSize="sm">
        {lead.name}
      </Text>
      {lead.company && (
        <Text fontSize="xs" color="gray.600">
          {lead.company}
        </Text>
      )}
      <Flex gap="1" mt="1" wrap="wrap" align="center">
        <TierBadge tier={lead.tier} score={lead.score} />
        <Text fontSize="xs" color="gray.600">
          {SOURCE_LABELS[lead.source]}
        </Text>
      </Flex>
    </Box>
  );
}
