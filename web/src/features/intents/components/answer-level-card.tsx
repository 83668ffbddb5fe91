import { Box, Button, Flex, Heading, Slider, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { ANSWER_LEVELS, type AnswerLevelBySize, answerLevel } from '@shared/answer-levels';
import { type ReactNode, useState } from 'react';
import { notify } from '../../../components/notify';
import { errorStatus, loadErrorText, serverErrorText } from '../../../lib/api-client';
import { useAnswerLevel, useSaveAnswerLevel } from '../api/answer-level';

const per100 = (share: number) => Math.round(share * 100);
const FIRST = ANSWER_LEVELS[0].level;
const LAST = ANSWER_LEVELS[ANSWER_LEVELS.length - 1].level;

/** What a position did on the benchmark, in the words the card shows (and a screen reader hears). */
export function answerLevelEffect(level: number): string {
  const l = answerLevel(level);
  return (
    `On our benchmark at this setting: ${per100(l.answered)} of 100 questions your intents cover get the right ` +
    `answer directly; ${per100(l.handedOver)} of 100 questions they don't cover are handed over instead of answered.`
  );
}

/** The same position on the second benchmark, where the questions the intents don't cover are unrelated ones. */
export function answerLevelSecondDomainEffect(level: number): string {
  const { secondDomain } = answerLevel(level);
  return (
    `On a 15-intent clinic FAQ whose other questions are off-topic: ${per100(secondDomain.answered)} of 100 ` +
    `answered right directly; ${per100(secondDomain.handedOver)} of 100 off-topic questions handed over.`
  );
}

/** One tenant size's row: what the position did to 100 questions the intents cover (the three add up to 100). */
export function answerLevelSizeEffect(b: AnswerLevelBySize): {
  size: string;
  right: number;
  wrong: number;
  handedOver: number;
} {
  return {
    size: b.intents === 'all' ? 'A large set (54-67 intents)' : `${b.intents} intents`,
    right: per100(b.right),
    wrong: per100(b.wrong),
    // rounded so the row adds up to 100 as the words say
    handedOver: 100 - per100(b.right) - per100(b.wrong),
  };
}

function BySize({ level }: { level: number }) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" data-testid="answer-level-by-size" maxW="2xl">
        <Table.Caption captionSide="top" textAlign="start" color="gray.700" mb="1">
          Of 100 questions your intents cover, at this setting (measured on the team's benches):
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Your intents</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Answered right</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Answered wrong</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Handed over</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {answerLevel(level).bySize.map((b) => {
            const e = answerLevelSizeEffect(b);
            return (
              <Table.Row key={e.size}>
                <Table.Cell>{e.size}</Table.Cell>
                <Table.Cell textAlign="end">{e.right}</Table.Cell>
                <Table.Cell textAlign="end">{e.wrong}</Table.Cell>
                <Table.Cell textAlign="end">{e.handedOver}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function Frame(props: { children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby="answer-level-heading"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="3">
        <Heading as="h2" size="md" id="answer-level-heading">
          When should the agent answer?
        </Heading>
        {props.children}
      </Stack>
    </Box>
  );
}

/**
 * The AI Training Center's "cautious ↔ helpful" slider (issue 17): how sure the agent must be of an
 * intent before it answers with it, and what each position did on the benchmark (shared/answer-levels.ts).
 * The agent follows a saved position from the next visitor message on.
 */
export function AnswerLevelCard({ editable }: { editable: boolean }) {
  const stored = useAnswerLevel();
  if (stored.isPending)
    return (
      <Frame>
        <Flex role="status" gap="2" align="center" color="gray.600">
          <Spinner size="sm" aria-hidden="true" />
          <Text>Loading answer level...</Text>
        </Flex>
      </Frame>
    );
  if (stored.isError)
    return (
      <Frame>
        <Stack align="flex-start" role="alert">
          <Text>{loadErrorText(stored.error, { failed: "We couldn't load the answer level. Please try again." })}</Text>
          {errorStatus(stored.error) !== 403 && (
            <Button size="sm" onClick={() => void stored.refetch()} loading={stored.isFetching}>
              Try again
            </Button>
          )}
        </Stack>
      </Frame>
    );
  // keyed by the stored level: a save (or a reload) starts the slider from what the server holds
  return <AnswerLevelForm key={stored.data.level} stored={stored.data.level} editable={editable} />;
}

function AnswerLevelForm({ stored, editable }: { stored: number; editable: boolean }) {
  const [level, setLevel] = useState(stored);
  const save = useSaveAnswerLevel();
  const current = answerLevel(level);
  const onSave = () =>
    save.mutate(level, {
      onSuccess: (saved) =>
        notify.success('Answer level saved', `The agent now answers at "${answerLevel(saved.level).label}".`),
      onError: (error) => notify.error('Answer level not saved', serverErrorText(error, 'Please try again.')),
    });

  return (
    <Frame>
      <Text color="gray.600">
        Cautious: the agent answers only when it is sure of an intent and hands the rest to your team. Helpful: it
        answers more questions directly, and gets more of them wrong.
      </Text>
      <Slider.Root
        value={[level]}
        min={FIRST}
        max={LAST}
        step={1}
        onValueChange={(details) => setLevel(details.value[0])}
        getAriaValueText={({ value }) => `${answerLevel(value).label} (${value} of ${LAST})`}
        disabled={!editable}
        maxW="2xl"
        pb="5"
        colorPalette="blue"
      >
        <Flex justify="space-between" gap="2" wrap="wrap">
          <Slider.Label fontWeight="medium">Answer level (cautious ↔ helpful)</Slider.Label>
          <Text fontWeight="semibold" aria-hidden="true" data-testid="answer-level-label">
            {current.label}
          </Text>
        </Flex>
        {/* the margin leaves room for the end positions' words, centred on the ends of the track */}
        <Slider.Control mx="10" width="auto">
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
          <Slider.Marks
            marks={ANSWER_LEVELS.map((l) => ({
              value: l.level,
              // the two ends carry their words on a phone; every position does from md up
              label: (
                <Text
                  as="span"
                  whiteSpace="nowrap"
                  display={{ base: l.level === FIRST || l.level === LAST ? 'inline' : 'none', md: 'inline' }}
                >
                  {l.label}
                </Text>
              ),
            }))}
          />
        </Slider.Control>
      </Slider.Root>
      <Stack gap="1" aria-live="polite">
        <Text data-testid="answer-level-effect">{answerLevelEffect(level)}</Text>
        <Text data-testid="answer-level-second-domain">{answerLevelSecondDomainEffect(level)}</Text>
        <BySize level={level} />
      </Stack>
      <Text fontSize="sm" color="gray.600">
        Measured on BANKING77, a public dataset of banking customer questions (the questions its intents don't cover are
        banking questions too, the hardest case), on HWU64 (a public dataset of assistant requests; the table's tenants
        are drawn from both, 10 training phrases per intent), and on a clinic FAQ we wrote for this test. Your own
        intents and customers will give different numbers. The Accurate response mode (Settings → AI Config) asks for
        more certainty on top.
      </Text>
      {editable && (
        <Box>
          <Button colorPalette="blue" onClick={onSave} loading={save.isPending} disabled={level === stored}>
            Save answer level
          </Button>
        </Box>
      )}
    </Frame>
  );
}
