import { Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { AgentPerformance } from '@shared/schemas/performance';
import { StatCard } from '../../../components/stat-card';
import { firstReplyText, formatDuration } from '../../../lib/api/conversation-stats';
import { csatCaption, csatText, NOT_ENOUGH_RATINGS, usePerformance } from '../../../lib/api/performance';

const NO_DATA = 'No data yet';

/** A median kept as a histogram bucket's upper bound (core/metrics/histogram.ts): "≤ 5 min". */
const medianText = (seconds: number | null) => (seconds === null ? NO_DATA : `≤ ${formatDuration(seconds)}`);

/**
 * Issue 32 items 7 and 10 on the dashboard home: this month's CSAT (the share of 4- and 5-star ratings,
 * shown from the minimum number of ratings on) and each agent's figures, all from counters kept when things
 * happen. An owner sees every agent; an agent sees their own row. Roles that cannot read them see nothing.
 */
export function TeamPerformance() {
  const { allowed, query } = usePerformance();
  if (!allowed) return null;
  const data = query.data;
  return (
    <Stack as="section" aria-labelledby="team-performance" gap="3">
      <Heading as="h2" size="md" id="team-performance">
        Customer satisfaction and agents (this month)
      </Heading>
      {query.isError && (
        <Text role="alert" fontSize="sm" color="red.700">
          We couldn't load the team's figures.
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Box data-testid="csat-card">
          <StatCard
            label="CSAT"
            value={query.isPending ? '…' : data ? csatText(data.csat) : '—'}
            caption={data ? csatCaption(data.csat, data.minimumRatings) : 'Share of 4- and 5-star ratings'}
          />
        </Box>
      </SimpleGrid>
      <Box data-testid="agent-performance">
        {data && data.agents.length === 0 ? (
          <Text fontSize="sm" color="gray.600">
            No agent figures yet this month: they appear once {data.scope === 'own' ? 'you resolve' : 'agents resolve'}{' '}
            chats.
          </Text>
        ) : (
          data && <AgentTable agents={data.agents} own={data.scope === 'own'} />
        )}
      </Box>
    </Stack>
  );
}

function AgentTable({ agents, own }: { agents: AgentPerformance[]; own: boolean }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
      <Table.Root size="sm" aria-label={own ? 'Your performance' : 'Agent performance'}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Agent</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Chats handled</Table.ColumnHeader>
            <Table.ColumnHeader>Median first reply</Table.ColumnHeader>
            <Table.ColumnHeader>Median resolution</Table.ColumnHeader>
            <Table.ColumnHeader>CSAT</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {agents.map((a) => (
            <Table.Row key={a.agentId}>
              <Table.Cell>{a.name}</Table.Cell>
              <Table.Cell textAlign="end">{a.handled}</Table.Cell>
              <Table.Cell>{firstReplyText(a.medianFirstReplySeconds) ?? NO_DATA}</Table.Cell>
              <Table.Cell>{medianText(a.medianResolutionSeconds)}</Table.Cell>
              <Table.Cell>
                {a.csat.percent === null
                  ? a.csat.ratings === 0
                    ? NO_DATA
                    : `${NOT_ENOUGH_RATINGS} (${a.csat.ratings})`
                  : `${a.csat.percent}% (${a.csat.ratings})`}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
