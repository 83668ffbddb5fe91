import { Badge, Box, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  ANSWER_OUTCOMES,
  type AnswerAnalytics,
  type AnswerAnalyticsPeriod,
  type AnswerOutcome,
} from '@shared/schemas/answer-analytics';
import { useState } from 'react';
import { BarChart, type BarSeries } from '../../../components/bar-chart';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { SegmentedButtons } from '../../../components/segmented-buttons';
import { useAnswerAnalytics } from '../api/intents';

/**
 * Who answered the visitors (issue 33 item 5): AI replies by source — an intent, the knowledge word for
 * word, an answer the AI wrote from the intents or the knowledge, the fallback — and conversations handed
 * over to a person, per day; and the questions most asked that nothing could answer. Its own chunk (the
 * chart brings recharts), loaded when the AI Analytics tab opens.
 */
const NOT_ENOUGH = 'Not enough data yet';
const PERIODS: { value: AnswerAnalyticsPeriod; label: string }[] = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
];
const OUTCOMES: Record<AnswerOutcome, { label: string; color: string }> = {
  intent: { label: 'Intents', color: 'blue.solid' },
  knowledge: { label: 'Knowledge', color: 'teal.solid' },
  generative: { label: 'AI written', color: 'purple.solid' },
  fallback: { label: 'Fallback', color: 'orange.solid' },
  handedOver: { label: 'Handed over', color: 'red.solid' },
};
type Row = AnswerAnalytics['days'][number];
const SERIES: BarSeries<Row>[] = ANSWER_OUTCOMES.map((name) => ({ name, ...OUTCOMES[name] }));
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const times = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'time' : 'times'}`;

function Empty() {
  return (
    <Text fontSize="sm" color="gray.600">
      {NOT_ENOUGH}
    </Text>
  );
}

export function AnswerSourcesView({ analytics }: { analytics: AnswerAnalytics }) {
  const { totals, days, unanswered } = analytics;
  const counted = ANSWER_OUTCOMES.some((o) => totals[o] > 0);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
      <Card.Root variant="outline" bg="white" as="section" aria-labelledby="answer-sources-heading">
        <Card.Header>
          <Heading as="h3" size="md" id="answer-sources-heading">
            Answers by source
          </Heading>
        </Card.Header>
        <Card.Body pt="3" gap="3" data-testid="answer-sources-chart">
          {counted ? (
            <>
              <Flex as="ul" wrap="wrap" gap="2" listStyleType="none">
                {ANSWER_OUTCOMES.map((o) => (
                  <Box as="li" key={o}>
                    <Badge variant="surface" size="md" data-testid={`answer-source-${o}`}>
                      {`${OUTCOMES[o].label}: ${totals[o].toLocaleString('en-IN')}`}
                    </Badge>
                  </Box>
                ))}
              </Flex>
              <BarChart
                title="Answers by source per day"
                data={days}
                category="day"
                series={SERIES}
                formatCategory={dayLabel}
                stacked
              />
            </>
          ) : (
            <Empty />
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" bg="white" as="section" aria-labelledby="unanswered-heading">
        <Card.Header>
          <Heading as="h3" size="md" id="unanswered-heading">
            Questions nobody could answer
          </Heading>
          <Text fontSize="sm" color="gray.600">
            Most asked first: add an intent or a knowledge source that answers them
          </Text>
        </Card.Header>
        <Card.Body pt="3" data-testid="unanswered-questions">
          {unanswered.length === 0 ? (
            <Empty />
          ) : (
            <Stack as="ol" gap="2" listStyleType="none">
              {unanswered.map((q) => (
                <Flex as="li" key={q.question} gap="3" align="center" p="2.5" rounded="md" bg="orange.50">
                  <Text flex="1" minW="0" wordBreak="break-word">
                    {q.question}
                    {q.variants > 1 && (
                      <Text as="span" fontSize="xs" color="gray.700">
                        {` · ${q.variants} wordings`}
                      </Text>
                    )}
                  </Text>
                  <Badge colorPalette="orange" variant="surface" flexShrink={0}>
                    {times(q.count)}
                  </Badge>
                </Flex>
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}

export function AnswerSourcesPanel() {
  const [period, setPeriod] = useState<AnswerAnalyticsPeriod>('30d');
  const analytics = useAnswerAnalytics(period);
  return (
    <Stack gap="4" as="section" aria-label="Answers by source">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h2" size="lg">
          Who answered
        </Heading>
        <SegmentedButtons label="Period" options={PERIODS} value={period} onChange={setPeriod} />
      </Flex>
      {analytics.isPending ? (
        <PageSpinner label="Loading answers by source..." />
      ) : analytics.isError ? (
        <LoadError
          error={analytics.error}
          texts={{
            failed: "We couldn't load answers by source. Please try again.",
            forbidden: "Your role can't see AI analytics.",
          }}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : (
        <AnswerSourcesView analytics={analytics.data} />
      )}
    </Stack>
  );
}
