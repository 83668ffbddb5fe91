import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import { notify } from '../../../components/notify';
import { SelectControl } from '../../../components/ui/field-frame';
import { useTeamAgents } from '../../../lib/api/team-agents';
import { serverErrorText } from '../../../lib/api-client';
import type { AgentConversation } from '../api/agent-desk';
import { useAssignConversation } from '../api/assign-conversation';
import { useClaimConversation } from '../api/claim-conversation';

/**
 * Who owns the open chat (issue 32): "Waiting" with Claim, "Claimed by Ravi" with Take over when it is a
 * colleague's (their reply needs it: the server refuses it otherwise), and for owners a select that
 * assigns it to an agent of the team or back to Waiting.
 */
export function ClaimBar(props: { conversation: AgentConversation; me: string | undefined; isOwner: boolean }) {
  const { conversation: c, me } = props;
  const claim = useClaimConversation();
  const mine = c.assigneeId != null && c.assigneeId === me;
  const run = async (takeOver: boolean) => {
    try {
      await claim.mutateAsync({ id: c.id, takeOver });
    } catch (error) {
      notify.error(
        takeOver ? 'Could not take over the chat.' : 'Could not claim the chat.',
        serverErrorText(error, ''),
      );
    }
  };
  return (
    <Flex align="center" gap="2" wrap="wrap" px="4" py="2" borderBottomWidth="1px" aria-label="Owner" role="group">
      {c.assigneeId ? (
        <Badge colorPalette={mine ? 'blue' : 'purple'} data-testid="claimed-by">
          {mine ? 'Claimed by you' : `Claimed by ${c.assigneeName ?? 'another agent'}`}
        </Badge>
      ) : (
        <Badge colorPalette="orange">Waiting</Badge>
      )}
      {!c.assigneeId && (
        <Button size="xs" data-testid="claim-button" loading={claim.isPending} onClick={() => void run(false)}>
          Claim
        </Button>
      )}
      {c.assigneeId && !mine && (
        <>
          <Text fontSize="xs" color="fg.muted">
            Take it over to reply.
          </Text>
          <Button
            size="xs"
            variant="outline"
            data-testid="take-over-button"
            loading={claim.isPending}
            onClick={() => void run(true)}
          >
            Take over
          </Button>
        </>
      )}
      {props.isOwner && <AssignSelect conversation={c} />}
    </Flex>
  );
}

/** Owners only (GET /api/human-agents is theirs): the team's active agents, and Waiting. */
function AssignSelect(props: { conversation: AgentConversation }) {
  const { conversation: c } = props;
  const agents = useTeamAgents().data?.agents ?? [];
  const assign = useAssignConversation();
  const options = agents
    .filter((a) => a.status === 'active' && a.isActive)
    .map((a) => ({ value: a.id, label: `${a.firstName} ${a.lastName}` }));
  if (c.assigneeId && !options.some((o) => o.value === c.assigneeId)) {
    options.push({ value: c.assigneeId, label: c.assigneeName ?? 'Current owner' });
  }
  const onChange = async (agentId: string) => {
    try {
      await assign.mutateAsync({ id: c.id, agentId: agentId || null });
    } catch (error) {
      notify.error('Could not assign the chat.', serverErrorText(error, ''));
    }
  };
  return (
    <Box ms="auto" width="44">
      <SelectControl
        size="xs"
        aria-label="Assign to"
        data-testid="assign-select"
        options={[{ value: '', label: 'Unassigned (Waiting)' }, ...options]}
        value={c.assigneeId ?? ''}
        onChange={(e) => void onChange(e.target.value)}
      />
    </Box>
  );
}
