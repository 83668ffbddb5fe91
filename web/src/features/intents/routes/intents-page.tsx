import { Button, Flex, Heading, Input, InputGroup, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { intents as intentRoutes } from '@shared/api/routes/intents';
import { knowledge as knowledgeRoutes } from '@shared/api/routes/knowledge';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { useCcaiHealth } from '../../../lib/api/ccai-health';
import { useTabParam } from '../../../lib/use-tab-param';
import { useMayCall } from '../api/access';
import { useEnhancingIds, useIntents } from '../api/intents';
import { AnswerLevelCard } from '../components/answer-level-card';
import { DeleteIntentDialog } from '../components/delete-intent-dialog';
import { EnhanceDialog } from '../components/enhance-dialog';
import { BrainIcon, PlusIcon, SearchIcon, SyncIcon, WandIcon } from '../components/icons';
import { IntentAnalyticsPanel } from '../components/intent-analytics-panel';
import { IntentCard } from '../components/intent-card';
import { IntentFormDialog } from '../components/intent-form-dialog';
import { KnowledgeDraftsButton } from '../components/knowledge-drafts-button';
import { OptimizeResultsDialog } from '../components/optimize-results-dialog';
import { SyncProgress } from '../components/sync-progress';
import { useIntentDialogs } from '../hooks/use-intent-dialogs';
import { useIntentSync } from '../hooks/use-intent-sync';
import { filterIntents } from '../intent-form';

const TABS = ['train', 'analytics', 'knowledge'] as const;
const WITHOUT_KNOWLEDGE = TABS.filter((t) => t !== 'knowledge');
type Tab = (typeof TABS)[number];

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

/**
 * `knowledge` is the Knowledge tab's content (features/knowledge, a lazy chunk the route table passes in:
 * features do not import each other); the tab shows for the roles the knowledge routes admit.
 */
export function IntentsPage({ knowledge }: { knowledge?: ReactNode } = {}) {
  const intents = useIntents();
  const mayCall = useMayCall();
  const showKnowledge = knowledge !== undefined && mayCall(knowledgeRoutes.listSources);
  // ?tab=knowledge opens the training list for a role without the tab
  const [tab, setTab] = useTabParam(showKnowledge ? TABS : WITHOUT_KNOWLEDGE);
  const [search, setSearch] = useState('');
  const dialogs = useIntentDialogs();
  const sync = useIntentSync();
  const { openEditor } = dialogs;
  const enhancingIds = useEnhancingIds();

  // each button only for roles whose level its API admits (the same table the server enforces)
  const mayCreate = mayCall(intentRoutes.createIntent);
  // Dialogflow CX is the platform admin's to configure: until it is, a sync can only fail, so it is not
  // offered (GET /api/ccai/health is 'trainer' level, as the sync routes are)
  const maySync = mayCall(intentRoutes.syncAllIntents);
  const health = useCcaiHealth(maySync);
  const dialogflowReady = health.data?.services.dialogflow_cx.configured === true;

  const all = intents.data ?? [];
  const shown = useMemo(() => filterIntents(intents.data ?? [], search), [intents.data, search]);

  const listReady = intents.isSuccess;

  return (
    <Stack gap="6">
      <PageHeader
        title="AI Training Center"
        description="Teach your AI agent what customers ask and how it should answer."
        gap="4"
        align={{ base: 'stretch', md: 'flex-start' }}
        actions={
          <Flex gap="2" wrap="wrap">
            {maySync && health.isSuccess && !dialogflowReady && (
              <Text fontSize="sm" color="gray.600" maxW="xs" alignSelf="center">
                Sync to AI (Dialogflow CX) becomes available once the platform sets up Dialogflow. Your agent answers
                from these intents without it.
              </Text>
            )}
            {maySync && dialogflowReady && (
              <Button
                variant="outline"
                onClick={sync.onSyncAll}
                disabled={!listReady || all.length === 0}
                loading={sync.running}
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
                onClick={dialogs.onOptimize}
                loading={dialogs.optimize.pending}
                loadingText="Optimizing..."
              >
                <WandIcon />
                AI Optimize
              </Button>
            )}
            {mayCall(knowledgeRoutes.draftIntents) && mayCall(knowledgeRoutes.acceptIntentDrafts) && (
              <KnowledgeDraftsButton />
            )}
            {mayCreate && (
              <Button colorPalette="blue" onClick={() => openEditor({ kind: 'create' })}>
                <PlusIcon />
                Add Intent
              </Button>
            )}
          </Flex>
        }
      />

      {sync.job !== null && <SyncProgress job={sync.job} />}

      {mayCall(intentRoutes.getAnswerLevel) && <AnswerLevelCard editable={mayCall(intentRoutes.updateAnswerLevel)} />}

      <Tabs.Root value={tab} onValueChange={(event) => setTab(event.value as Tab)} lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="train">Train Intents</Tabs.Trigger>
          <Tabs.Trigger value="analytics">AI Analytics</Tabs.Trigger>
          {showKnowledge && <Tabs.Trigger value="knowledge">Knowledge</Tabs.Trigger>}
        </Tabs.List>

        <Tabs.Content value="train">
          <QueryState
            query={intents}
            loading="Loading intents..."
            failed="We couldn't load your intents. Please try again."
            forbidden="Your role can't manage intents."
          >
            {() =>
              all.length === 0 ? (
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
                          syncing={sync.syncingIds.has(intent.id)}
                          onSync={
                            dialogflowReady && mayCall(intentRoutes.syncIntent)
                              ? () => sync.onSyncOne(intent)
                              : undefined
                          }
                          onEnhance={mayCall(intentRoutes.enhanceIntent) ? () => dialogs.onEnhance(intent) : undefined}
                          onEdit={
                            mayCall(intentRoutes.updateIntent) ? () => openEditor({ kind: 'edit', intent }) : undefined
                          }
                          onDelete={
                            mayCall(intentRoutes.deleteIntent) ? () => dialogs.setDeleteTarget(intent) : undefined
                          }
                        />
                      ))}
                    </SimpleGrid>
                  )}
                </Stack>
              )
            }
          </QueryState>
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

        {showKnowledge && (
          <Tabs.Content value="knowledge">
            <Suspense fallback={<Text color="gray.600">Loading knowledge...</Text>}>{knowledge}</Suspense>
          </Tabs.Content>
        )}
      </Tabs.Root>

      <IntentFormDialog {...dialogs.editor} />
      <DeleteIntentDialog intent={dialogs.deleteTarget} onClose={() => dialogs.setDeleteTarget(null)} />
      <EnhanceDialog run={dialogs.enhanceRun} onClose={dialogs.closeEnhance} />
      <OptimizeResultsDialog
        result={dialogs.optimize.result}
        open={dialogs.optimize.open}
        intents={all}
        onOpenChange={dialogs.optimize.onOpenChange}
        onCreateIntent={dialogs.onCreateFromSuggestion}
      />
    </Stack>
  );
}
