import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { knowledge } from '@shared/api/routes/knowledge';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify, withErrorToast } from '../../../components/notify';
import { SegmentedButtons } from '../../../components/segmented-buttons';
import { errorStatus, loadErrorText } from '../../../lib/api-client';
import { useMayCall } from '../../../lib/may-call';
import {
  isBusy,
  type KnowledgeSource,
  type SourceList,
  useCancelSource,
  useDeleteSource,
  useResyncSource,
  useSources,
} from '../api/knowledge';
import { FileForm, QaForm, TextForm, WebsiteForm } from '../components/add-source-forms';
import { BookIcon } from '../components/icons';
import { SourcePagesDrawer } from '../components/source-pages';
import { SourceRow } from '../components/source-row';

const KINDS = [
  { value: 'website', label: 'Website' },
  { value: 'file', label: 'File' },
  { value: 'text', label: 'Text' },
  { value: 'qa', label: 'Q&A' },
] as const;
type Kind = (typeof KINDS)[number]['value'];

function AddSource({ limits }: { limits: SourceList['limits'] }) {
  const [kind, setKind] = useState<Kind>('website');
  return (
    <Box
      as="section"
      aria-labelledby="knowledge-add-heading"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p="4"
    >
      <Stack gap="4">
        <Heading as="h2" size="sm" id="knowledge-add-heading">
          Add knowledge
        </Heading>
        <Box overflowX="auto">
          <SegmentedButtons label="Kind of source" options={KINDS} value={kind} onChange={setKind} />
        </Box>
        {kind === 'website' && <WebsiteForm limits={limits} />}
        {kind === 'file' && <FileForm limits={limits} />}
        {kind === 'text' && <TextForm />}
        {kind === 'qa' && <QaForm />}
      </Stack>
    </Box>
  );
}

function EmptyKnowledge() {
  return (
    <Stack align="center" textAlign="center" gap="2" py="10" px="4" color="gray.600" data-testid="knowledge-empty">
      <BookIcon />
      <Text fontWeight="semibold" color="gray.900">
        No knowledge yet: add your website, a file or your FAQ
      </Text>
      <Text fontSize="sm">Your agent answers from it when no intent fits a question.</Text>
    </Stack>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading knowledge sources" data-testid="knowledge-loading">
      <Skeleton h="40" rounded="lg" />
      <Skeleton h="24" rounded="lg" />
      <Skeleton h="24" rounded="lg" />
    </Stack>
  );
}

function Sources({ sources }: { sources: KnowledgeSource[] }) {
  const mayCall = useMayCall();
  const cancel = useCancelSource();
  const resync = useResyncSource();
  const remove = useDeleteSource();
  const [pagesOf, setPagesOf] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeSource | null>(null);
  const shownPages = sources.find((s) => s.id === pagesOf) ?? null;

  const onDelete = () => {
    if (!deleting) return;
    const { id, title } = deleting;
    setDeleting(null);
    remove.mutate(id, {
      onSuccess: () => notify.success('Source deleted', `${title} no longer answers questions.`),
      onError: () => notify.error('Could not delete the source', 'It is back in the list. Please try again.'),
    });
  };

  if (sources.length === 0) return <EmptyKnowledge />;
  return (
    <>
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Knowledge sources">
        {sources.map((source) => {
          const busy = isBusy(source);
          return (
            <SourceRow
              key={source.id}
              source={source}
              actions={{
                onShowPages: () => setPagesOf(source.id),
                onCancel:
                  busy && mayCall(knowledge.cancelSource)
                    ? () => void withErrorToast('Could not cancel', () => cancel.mutateAsync(source.id))
                    : undefined,
                onResync:
                  !busy && (source.kind === 'website' || source.kind === 'file') && mayCall(knowledge.resyncSource)
                    ? () => void withErrorToast('Could not re-sync', () => resync.mutateAsync(source.id))
                    : undefined,
                onDelete: mayCall(knowledge.deleteSource) ? () => setDeleting(source) : undefined,
                cancelling: cancel.isPending && cancel.variables === source.id,
                resyncing: resync.isPending && resync.variables === source.id,
              }}
            />
          );
        })}
      </Stack>
      <SourcePagesDrawer source={shownPages} onClose={() => setPagesOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this source?"
        question={`${deleting?.title ?? 'The source'} and everything read from it will be removed; your agent stops answering from it at once.`}
        confirmLabel="Delete"
        pending={false}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/**
 * The AI Training Center's Knowledge tab (issue 33 item 1): what the business already has — its website, files,
 * typed text and Q&A — added as sources the agent answers from, with each source's progress and pages.
 * For the roles the knowledge routes admit (owner, trainer); the list is read again only while a source is
 * queued or running.
 */
export function KnowledgeTab() {
  const sources = useSources();
  const mayCall = useMayCall();
  const mayAdd = mayCall(knowledge.addWebsite);
  return (
    <Stack gap="4" data-testid="knowledge-tab">
      <Text color="gray.600" fontSize="sm">
        Your agent answers from your own content when no intent is sure: pages of your website, documents and questions
        you already answer.
      </Text>
      {sources.isPending ? (
        <ListSkeleton />
      ) : sources.isError ? (
        <Stack align="flex-start" role="alert">
          <Text>
            {loadErrorText(sources.error, {
              failed: "We couldn't load your knowledge sources. Please try again.",
              forbidden: "Your role can't manage knowledge sources.",
            })}
          </Text>
          {errorStatus(sources.error) !== 403 && (
            <Button onClick={() => void sources.refetch()} loading={sources.isFetching}>
              Try again
            </Button>
          )}
        </Stack>
      ) : (
        <>
          {mayAdd && <AddSource limits={sources.data.limits} />}
          <Sources sources={sources.data.sources} />
        </>
      )}
    </Stack>
  );
}
