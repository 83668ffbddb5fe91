import { Box, Button, Flex, Heading, Input, InputGroup, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { intents as intentRoutes } from '../../../../../shared/api/routes/intents';
import type { Intent } from '../../../../../shared/schemas/intent';
import { notify } from '../../../components/notify';
import { PageSpinner } from '../../../components/page-spinner';
import { useCcaiHealth } from '../../../lib/api/ccai-health';
import { errorStatus, loadErrorText, serverErrorText } from '../../../lib/api-client';
import { useTabParam } from '../../../lib/use-tab-param';
import { useMayCall } from '../api/access';
import {
  isSyncJobOver,
  type NewIntentSuggestion,
  type OptimizeResult,
  type SyncJob,
  useEnhanceIntent,
  useEnhancingIds,
  useIntents,
  useOptimizeTraining,
  useSyncAllIntents,
  useSyncIntent,
  useSyncingIds,
  useSyncJob,
} from '../api/intents';
import { AnswerLevelCard } from '../components/answer-level-card';
import { DeleteIntentDialog } from '../components/delete-intent-dialog';
import { EnhanceDialog, type EnhanceRun } from '../components/enhance-dialog';
import { BrainIcon, PlusIcon, SearchIcon, SyncIcon, WandIcon } from '../components/icons';
import { IntentAnalyticsPanel } from '../components/intent-analytics-panel';
import { IntentCard } from '../components/intent-card';
import { type IntentEditor, IntentFormDialog } from '../components/intent-form-dialog';
import { OptimizeResultsDialog } from '../components/optimize-results-dialog';
import { SyncProgress } from '../components/sync-progress';
import { filterIntents } from '../intent-form';

const TABS = ['train', 'analytics'] as const;
type Tab = (typeof TABS)[number];

/** 'Sync failed' with the spec's detail, plus the server's reason when it gives one. */
function syncFailed(error: unknown, detail: string) {
  const reason = serverErrorText(error, '');
  notify.error('Sync failed', reason ? `${detail}: ${reason}` : detail);
}

const SYNC_ALL_FAILED = 'Failed to sync intents to Dialogflow CX';

/** The toast of a finished sync-all job: every intent synced, or which ones were not and why. */
function announceSyncJob(job: SyncJob) {
  const plural = (n: number) => `${n} ${n === 1 ? 'intent' : 'intents'}`;
  if (job.status === 'done' && job.failedCount === 0) {
    notify.success('Intents synced', `Synced ${plural(job.syncedCount)} to Dialogflow CX.`);
    return;
  }
  const first = job.failures[0];
  const reason = job.error ?? (first ? `"${first.title}": ${first.message}` : '');
  const counts = job.total > 0 ? `${job.failedCount} of ${plural(job.total)} not synced` : '';
  notify.error(
    'Sync failed',
    [SYNC_ALL_FAILED, [counts, reason].filter(Boolean).join(', ')].filter(Boolean).join(': '),
  );
}

function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py="12"
      px="4"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      color="gray.600"
    >
      <BrainIcon />
      <Heading as="h2" size="md" color="gray.900">
        {title}
      </Heading>
      <Text wordBreak="break-word">{text}</Text>
      {action}
    </Stack>
  );
}

export function IntentsPage() {
  const intents = useIntents();
  const [tab, setTab] = useTabParam(TABS);
  const [search, setSearch] = useState('');
  const [editor, setEditor] = useState<IntentEditor>({ kind: 'create' });
  const [editorOpen, setEditorOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [deleteTarget, setDeleteTarget] = useState<Intent | null>(null);
  const [optimizeResult, setOptimizeResult] = useState<OptimizeResult | null>(null);
  const [optimizeOpen, setOptimizeOpen] = useState(false);
  const [enhanceRun, setEnhanceRun] = useState<EnhanceRun | null>(null);

  // each button only for roles whose level its API admits (the same table the server enforces)
  const mayCall = useMayCall();
  const mayCreate = mayCall(intentRoutes.createIntent);
  const enhance = useEnhanceIntent();
  const syncOne = useSyncIntent();
  const syncAll = useSyncAllIntents();
  const [syncJobId, setSyncJobId] = useState<string | null>(null);
  const syncJob = useSyncJob(syncJobId);
  const optimize = useOptimizeTraining();
  const enhancingIds = useEnhancingIds();
  const syncingIds = useSyncingIds();
  // Dialogflow CX is the platform admin's to configure: until it is, a sync can only fail, so it is not
  // offered (GET /api/ccai/health is 'trainer' level, as the sync routes are)
  const maySync = mayCall(intentRoutes.syncAllIntents);
  const health = useCcaiHealth(maySync);
  const dialogflowReady = health.data?.services.dialogflow_cx.configured === true;

  const all = intents.data ?? [];
  const shown = useMemo(() => filterIntents(intents.data ?? [], search), [intents.data, search]);

  const openEditor = (next: IntentEditor) => {
    setEditor(next);
    setFormKey((key) => key + 1);
    setEditorOpen(true);
  };

  // the dialog opens at once (its loading state) and shows the suggestions for review when they arrive
  const onEnhance = (intent: Intent) => {
    setEnhanceRun({ intent, result: null });
    enhance.mutate(intent.id, {
      onSuccess: (result) =>
        setEnhanceRun((run) => (run?.intent.id === intent.id ? { intent: run.intent, result } : run)),
      onError: (error) => {
        // only this run's dialog: an older run failing late must not close a newer one
        setEnhanceRun((run) => (run?.intent.id === intent.id ? null : run));
        notify.error('Enhancement failed', serverErrorText(error, 'Please try again.'));
      },
    });
  };

  const onSyncOne = (intent: Intent) =>
    syncOne.mutate(intent.id, {
      onSuccess: () => notify.success('Intent synced', `"${intent.title}" was synced to Dialogflow CX.`),
      onError: (error) => syncFailed(error, 'Failed to sync intent to Dialogflow CX'),
    });

  // sync-all is a queued job (202): poll it, then say how it ended
  const onSyncAll = () =>
    syncAll.mutate(undefined, {
      onSuccess: (job) => {
        if (isSyncJobOver(job)) announceSyncJob(job);
        else setSyncJobId(job.id);
      },
      onError: (error) => syncFailed(error, SYNC_ALL_FAILED),
    });
  useEffect(() => {
    const job = syncJob.data;
    const error = syncJob.isError ? syncJob.error : undefined;
    if (!(job && isSyncJobOver(job)) && !error) return;
    setSyncJobId(null);
    // the toaster flushes synchronously, which React refuses inside an effect: toast just after it
    queueMicrotask(() => (error ? syncFailed(error, SYNC_ALL_FAILED) : job && announceSyncJob(job)));
  }, [syncJob.data, syncJob.isError, syncJob.error]);
  const syncRunning = syncAll.isPending || syncJobId !== null;

  const onOptimize = () =>
    optimize.mutate(undefined, {
      onSuccess: (result) => {
        setOptimizeResult(result);
        setOptimizeOpen(true);
      },
      onError: (error) => notify.error('Optimization failed', serverErrorText(error, 'Please try again.')),
    });

  const onCreateFromSuggestion = (suggestion: NewIntentSuggestion) => {
    setOptimizeOpen(false);
    openEditor({
      kind: 'create',
      initial: {
        title: suggestion.title,
        description: suggestion.description,
        phrases: suggestion.phrases.length ? [...suggestion.phrases] : [''],
        response: '',
      },
    });
  };

  const listReady = intents.isSuccess;

  return (
    <Stack gap="6">
      <Flex gap="4" wrap="wrap" justify="space-between" align={{ base: 'stretch', md: 'flex-start' }}>
        <Box minW="0">
          <Heading as="h1" size="2xl">
            AI Training Center
          </Heading>
          <Text color="gray.600">Teach your AI agent what customers ask and how it should answer.</Text>
        </Box>
        <Flex gap="2" wrap="wrap">
          {maySync && health.isSuccess && !dialogflowReady && (
            <Text fontSize="sm" color="gray.600" maxW="xs" alignSelf="center">
              Sync to AI (Dialogflow CX) becomes available once the platform sets up Dialogflow. Your agent answers from
              these intents without it.
            </Text>
          )}
          {maySync && dialogflowReady && (
            <Button
              variant="outline"
              onClick={onSyncAll}
              disabled={!listReady || all.length === 0}
              loading={syncRunning}
              loadingText="Syncing..."
            >
              <SyncIcon />
              Sync to AI
            </Button>
          )}
          {mayCall(intentRoutes.optimizeTraining) && (
            <Button
              variant="outline"
              colorPalette="purple"
              onClick={onOptimize}
              loading={optimize.isPending}
              loadingText="Optimizing..."
            >
              <WandIcon />
              AI Optimize
            </Button>
          )}
          {mayCreate && (
            <Button colorPalette="blue" onClick={() => openEditor({ kind: 'create' })}>
              <PlusIcon />
              Add Intent
            </Button>
          )}
        </Flex>
      </Flex>

      {syncJobId !== null && <SyncProgress job={syncJob.data} />}

      {mayCall(intentRoutes.getAnswerLevel) && <AnswerLevelCard editable={mayCall(intentRoutes.updateAnswerLevel)} />}

      <Tabs.Root value={tab} onValueChange={(event) => setTab(event.value as Tab)} lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="train">Train Intents</Tabs.Trigger>
          <Tabs.Trigger value="analytics">AI Analytics</Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="train">
          {intents.isPending ? (
            <PageSpinner label="Loading intents..." />
          ) : intents.isError ? (
            <Stack align="flex-start" gap="3" role="alert">
              <Text>
                {loadErrorText(intents.error, {
                  failed: "We couldn't load your intents. Please try again.",
                  forbidden: "Your role can't manage intents.",
                })}
              </Text>
              {errorStatus(intents.error) !== 403 && (
                <Button onClick={() => void intents.refetch()} loading={intents.isFetching}>
                  Try again
                </Button>
              )}
            </Stack>
          ) : all.length === 0 ? (
            <EmptyState
              title="No intents yet"
              text="Create your first intent to teach your AI agent how to answer customers."
              action={
                mayCreate && (
                  <Button colorPalette="blue" onClick={() => openEditor({ kind: 'create' })}>
                    <PlusIcon />
                    Create First Intent
                  </Button>
                )
              }
            />
          ) : (
            <Stack gap="4">
              <InputGroup startElement={<SearchIcon />} maxW={{ md: 'md' }}>
                <Input
                  type="search"
                  aria-label="Search intents"
                  placeholder="Search intents..."
                  bg="white"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </InputGroup>
              <Text fontSize="sm" color="gray.600" aria-live="polite">
                {search.trim()
                  ? `${shown.length} of ${all.length} ${all.length === 1 ? 'intent' : 'intents'}`
                  : `${all.length} ${all.length === 1 ? 'intent' : 'intents'}`}
              </Text>
              {shown.length === 0 ? (
                <EmptyState title="No intents found" text={`No intents match "${search.trim()}"`} />
              ) : (
                <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
                  {shown.map((intent) => (
                    <IntentCard
                      key={intent.id}
                      intent={intent}
                      enhancing={enhancingIds.has(intent.id)}
                      syncing={syncingIds.has(intent.id)}
                      onSync={dialogflowReady && mayCall(intentRoutes.syncIntent) ? () => onSyncOne(intent) : undefined}
                      onEnhance={mayCall(intentRoutes.enhanceIntent) ? () => onEnhance(intent) : undefined}
                      onEdit={
                        mayCall(intentRoutes.updateIntent) ? () => openEditor({ kind: 'edit', intent }) : undefined
                      }
                      onDelete={mayCall(intentRoutes.deleteIntent) ? () => setDeleteTarget(intent) : undefined}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          )}
        </Tabs.Content>

        <Tabs.Content value="analytics">
          <IntentAnalyticsPanel
            onOpenIntent={(entry) => {
              // back to the training list, filtered to the intent that needs work
              setSearch(entry.title);
              setTab('train');
            }}
          />
        </Tabs.Content>
      </Tabs.Root>

      <IntentFormDialog open={editorOpen} editor={editor} formKey={formKey} onOpenChange={setEditorOpen} />
      <DeleteIntentDialog intent={deleteTarget} onClose={() => setDeleteTarget(null)} />
      <EnhanceDialog run={enhanceRun} onClose={() => setEnhanceRun(null)} />
      <OptimizeResultsDialog
        result={optimizeResult}
        open={optimizeOpen}
        intents={all}
        onOpenChange={setOptimizeOpen}
        onCreateIntent={onCreateFromSuggestion}
      />
    </Stack>
  );
}
