import { Badge, Box, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ANALYTICS_LIST_MAX } from '@shared/constants';
import { percent } from '@shared/format';
import type { IntentAnalytics } from '@shared/schemas/intent';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { StatCard } from '../../../components/stat-card';
import { errorStatus, loadErrorText } from '../../../lib/api-client';
import { useIntentAnalytics } from '../api/intents';
import { ChartIcon } from './icons';

type AnalyticsEntry = IntentAnalytics['topPerforming'][number];

// answers by source bring a chart (recharts): their own chunk, fetched when the tab opens
const AnswerSourcesPanel = lazy(async () => ({
  default: (await import('./answer-sources-panel')).AnswerSourcesPanel,
}));

const matches = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'match' : 'matches'}`;

function EntryList({
  title,
  entries,
  emptyText,
  tone,
  caption,
  onOpen,
}: {
  title: string;
  entries: AnalyticsEntry[];
  emptyText: string;
  tone: 'green' | 'orange';
  /** Says when the list is a part of what its card counts. */
  caption?: string;
  /** Opens the intent in the Train Intents tab, where it can be improved. */
  onOpen?: (entry: AnalyticsEntry) => void;
}) {
  const shown = entries.slice(0, ANALYTICS_LIST_MAX);
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {caption && (
          <Text fontSize="sm" color="gray.600">
            {caption}
          </Text>
        )}
      </Card.Header>
      <Card.Body pt="3">
        {shown.length === 0 ? (
          <Text fontSize="sm" color="gray.600">
            {emptyText}
          </Text>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none">
            {shown.map((entry, index) => (
              <Flex
                as="li"
                key={entry.intentId}
                gap="3"
                align="center"
                p="2.5"
                rounded="md"
                bg={tone === 'green' ? 'green.50' : 'orange.50'}
              >
                <Flex
                  flexShrink={0}
                  w="7"
                  h="7"
                  rounded="full"
                  align="center"
                  justify="center"
                  fontSize="sm"
                  fontWeight="bold"
                  bg={tone === 'green' ? 'green.700' : 'orange.700'}
                  color="white"
                  aria-hidden="true"
                >
                  {index + 1}
                </Flex>
                <Box flex="1" minW="0">
                  <Text fontWeight="medium" wordBreak="break-word">
                    <Box as="span" srOnly>
                      {`${index + 1}. `}
                    </Box>
                    {entry.title}
                  </Text>
                  <Text fontSize="xs" color="gray.700">
                    {matches(entry.matchCount)}
                    {entry.category ? ` · ${entry.category}` : ''}
                  </Text>
                </Box>
                <Badge colorPalette={tone} variant="surface" flexShrink={0}>
                  {entry.matchCount > 0 ? `${percent(entry.avgConfidence)}% confidence` : 'Not matched yet'}
                </Badge>
                {onOpen && (
                  <Button
                    size="xs"
                    variant="outline"
                    flexShrink={0}
                    aria-label={`Train ${entry.title}`}
                    onClick={() => onOpen(entry)}
                  >
                    Train
                  </Button>
                )}
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Match counts of the top intents as horizontal bars (plain boxes, no chart library). */
function MatchBars({ entries }: { entries: AnalyticsEntry[] }) {
  const shown = entries.slice(0, ANALYTICS_LIST_MAX);
  const max = Math.max(1, ...shown.map((entry) => entry.matchCount));
  if (shown.length === 0) return null;
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-label="Matches by intent">
      <Card.Header>
        <Heading as="h2" size="md">
          Matches by intent
        </Heading>
      </Card.Header>
      <Card.Body pt="3">
        <Stack as="ul" gap="3" listStyleType="none">
          {shown.map((entry) => (
            <Box as="li" key={entry.intentId}>
              <Flex justify="space-between" gap="3" fontSize="sm" mb="1">
                <Text truncate>{entry.title}</Text>
                <Text flexShrink={0} fontWeight="medium">
                  {matches(entry.matchCount)}
                </Text>
              </Flex>
              <Box h="2.5" bg="gray.100" rounded="full" overflow="hidden" aria-hidden="true">
                <Box
                  h="full"
                  bg="blue.500"
                  rounded="full"
                  width={`${Math.round((entry.matchCount / max) * 100)}%`}
                  minW={entry.matchCount > 0 ? '2' : '0'}
                  data-testid="match-bar"
                />
              </Box>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function AnalyticsView({
  analytics,
  onOpenIntent,
}: {
  analytics: IntentAnalytics;
  onOpenIntent?: (entry: AnalyticsEntry) => void;
}) {
  const { totalIntents, activeIntents, overallPerformance, topPerforming, needsAttention, needsAttentionCount } =
    analytics;
  const hasMatches = overallPerformance.totalMatches > 0;
  // The Needs Attention figure always comes with the intents it counts, matched or not yet.
  const attentionList = (
    <EntryList
      title="Intents Needing Attention"
      entries={needsAttention}
      caption={
        needsAttentionCount > needsAttention.length
          ? `The ${needsAttention.length} weakest of ${needsAttentionCount}`
          : undefined
      }
      emptyText="All intents are performing well."
      tone="orange"
      onOpen={onOpenIntent}
    />
  );
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <StatCard label="Performance" value={totalIntents} caption={`Total intents · ${activeIntents} active`} />
        <StatCard
          label="Match Rate"
          value={`${percent(overallPerformance.avgConfidence)}%`}
          caption={`Average confidence · ${matches(overallPerformance.totalMatches)}`}
        />
        <StatCard label="Needs Attention" value={needsAttentionCount} caption="Low confidence or not matched yet" />
      </SimpleGrid>
      {hasMatches ? (
        <>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
            <EntryList
              title="Top Performing Intents"
              entries={topPerforming}
              emptyText="No intent has been matched yet."
              tone="green"
            />
            {attentionList}
          </SimpleGrid>
          <MatchBars entries={topPerforming} />
        </>
      ) : (
        <Card.Root variant="outline" bg="white">
          <Card.Body alignItems="center" textAlign="center" py="10" gap="2" color="gray.600">
            <ChartIcon />
            <Heading as="h2" size="md" color="gray.900">
              No Analytics Data
            </Heading>
            <Text>Analytics will appear once you have conversations and intent matches</Text>
          </Card.Body>
        </Card.Root>
      )}
      {!hasMatches && needsAttention.length > 0 && attentionList}
    </Stack>
  );
}

/**
 * The AI Analytics tab: mounted (and so fetching) only while the tab is active (spec part 1 §4). The
 * intents' figures, then who answered the visitors (answer-sources-panel.tsx), each loading on its own.
 */
export function IntentAnalyticsPanel({ onOpenIntent }: { onOpenIntent?: (entry: AnalyticsEntry) => void } = {}) {
  return (
    <Stack gap="8">
      <IntentFigures onOpenIntent={onOpenIntent} />
      <Suspense fallback={<PageSpinner label="Loading answers by source..." />}>
        <AnswerSourcesPanel />
      </Suspense>
    </Stack>
  );
}

function IntentFigures({ onOpenIntent }: { onOpenIntent?: (entry: AnalyticsEntry) => void }) {
  const analytics = useIntentAnalytics(true);
  if (analytics.isPending) return <PageSpinner label="Loading AI analytics..." />;
  if (analytics.isError) {
    const status = errorStatus(analytics.error);
    return (
      <Stack align="flex-start" gap="3" role="alert">
        <Text>
          {loadErrorText(analytics.error, {
            failed: "We couldn't load AI analytics. Please try again.",
            forbidden: "Your role can't see AI analytics.",
          })}
        </Text>
        {status !== 403 && (
          <Button onClick={() => void analytics.refetch()} loading={analytics.isFetching}>
            Try again
          </Button>
        )}
      </Stack>
    );
  }
  return <AnalyticsView analytics={analytics.data} onOpenIntent={onOpenIntent} />;
}
