import { Badge, Box, Button, Flex, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { isBusy, type KnowledgeSource } from '../api/knowledge';
import { STATUS_LABELS, STATUS_PALETTES, sourceOrigin, timeAgo } from '../knowledge-format';
import { FileIcon, GlobeIcon, QaIcon, TextIcon } from './icons';

const KIND_ICONS: Record<KnowledgeSource['kind'], ReactNode> = {
  website: <GlobeIcon />,
  file: <FileIcon />,
  text: <TextIcon />,
  qa: <QaIcon />,
};
const KIND_LABELS: Record<KnowledgeSource['kind'], string> = {
  website: 'Website',
  file: 'File',
  text: 'Text',
  qa: 'Q&A',
};

export interface SourceActions {
  onCancel?(): void;
  onResync?(): void;
  onDelete?(): void;
  onShowPages(): void;
  cancelling: boolean;
  resyncing: boolean;
}

/** How far a queued or running source has got: pages done of pages found (the total grows as links are found). */
function SourceProgress({ source }: { source: KnowledgeSource }) {
  const { done, total } = source.progress;
  const known = total > 0;
  const label = known
    ? `${done} of ${total} ${source.kind === 'website' ? 'pages' : 'files'} read`
    : 'Waiting to start';
  return (
    <Box data-testid="knowledge-progress" data-done={done} data-total={total}>
      <Progress.Root
        value={known ? Math.min(100, Math.round((done / total) * 100)) : null}
        size="sm"
        colorPalette="blue"
      >
        <Progress.Track aria-label={`${source.title}: ${label}`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="gray.600" mt="1">
        {label}
      </Text>
    </Box>
  );
}

/** One source of the list: what it is, where it came from, how it stands, and what can be done with it. */
export function SourceRow({ source, actions }: { source: KnowledgeSource; actions: SourceActions }) {
  const busy = isBusy(source);
  const origin = sourceOrigin(source);
  return (
    <Box
      as="li"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p="4"
      data-testid="knowledge-source-row"
      data-status={source.status}
      data-kind={source.kind}
      aria-label={source.title}
    >
      <Stack gap="3">
        <Flex gap="3" align="flex-start">
          <Box color="gray.500" pt="0.5" title={KIND_LABELS[source.kind]}>
            {KIND_ICONS[source.kind]}
          </Box>
          <Stack gap="0.5" flex="1" minW="0">
            <Flex gap="2" align="center" wrap="wrap">
              <Text fontWeight="semibold" color="gray.900" wordBreak="break-word">
                {source.title}
              </Text>
              <Badge colorPalette={STATUS_PALETTES[source.status]} data-testid="knowledge-status">
                {STATUS_LABELS[source.status]}
              </Badge>
            </Flex>
            {origin && origin !== source.title && (
              <Text fontSize="sm" color="gray.600" wordBreak="break-all">
                {origin}
              </Text>
            )}
            <Text fontSize="sm" color="gray.600">
              {KIND_LABELS[source.kind]} · {source.chunkCount} {source.chunkCount === 1 ? 'passage' : 'passages'}
              {source.lastSyncedAt && ` · synced ${timeAgo(source.lastSyncedAt)}`}
            </Text>
            {source.status === 'failed' && source.error && (
              <Text fontSize="sm" color="red.600" data-testid="knowledge-error">
                {source.error}
              </Text>
            )}
          </Stack>
        </Flex>
        {busy && <SourceProgress source={source} />}
        <HStack gap="2" wrap="wrap" justify="flex-end">
          <Button size="xs" variant="ghost" onClick={actions.onShowPages} data-testid="knowledge-show-pages">
            Pages
          </Button>
          {actions.onCancel && (
            <Button
              size="xs"
              variant="outline"
              onClick={actions.onCancel}
              loading={actions.cancelling}
              data-testid="knowledge-cancel"
            >
              Cancel
            </Button>
          )}
          {actions.onResync && (
            <Button
              size="xs"
              variant="outline"
              onClick={actions.onResync}
              loading={actions.resyncing}
              data-testid="knowledge-resync"
            >
              Re-sync
            </Button>
          )}
          {actions.onDelete && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={actions.onDelete}
              data-testid="knowledge-delete"
            >
              Delete
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
