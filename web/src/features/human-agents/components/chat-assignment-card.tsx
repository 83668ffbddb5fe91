import { Button, Field, Flex, Input, Stack } from '@chakra-ui/react';
import type { AssignmentSettings } from '@shared/schemas/inbox-assignment';
import { MAX_OPEN_CHATS_LIMIT } from '@shared/schemas/inbox-assignment';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { SectionCard } from '../../../components/section-card';
import { QueryState } from '../../../components/ui/query-state';
import { SwitchControl } from '../../../components/ui/switch-control';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { useAssignmentSettings, useSaveAssignmentSettings } from '../api/assignment-settings';

/**
 * Human Agents → Chat assignment (issue 32, owners): new handoffs assigned round-robin among the agents
 * online, and a cap on the open chats one agent owns (an agent at the cap is passed over; with everyone at
 * it, the chat waits in Waiting). Off until the owner turns it on.
 */
export function ChatAssignmentCard() {
  const q = useAssignmentSettings();
  return (
    <QueryState query={q} loading="Loading chat assignment..." failed="We couldn't load the chat assignment settings.">
      {(stored) => <AssignmentForm stored={stored} />}
    </QueryState>
  );
}

function AssignmentForm(props: { stored: AssignmentSettings }) {
  const [roundRobin, setRoundRobin] = useState(props.stored.roundRobin);
  const [cap, setCap] = useState(props.stored.maxOpenChats === null ? '' : String(props.stored.maxOpenChats));
  const [error, setError] = useState<string | undefined>();
  const save = useSaveAssignmentSettings();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync({ roundRobin, maxOpenChats: cap.trim() === '' ? null : Number(cap) });
      notify.success('Chat assignment saved', 'New handoffs follow these rules.');
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields.maxOpenChats) setError(fields.maxOpenChats);
      else notify.error('Failed to save chat assignment.', serverErrorText(e, ''));
    }
  };
  return (
    <SectionCard
      headingId="chat-assignment"
      level="h2"
      title="Chat assignment"
      description="Who gets a chat the AI hands over. Agents can always claim a waiting chat in the Agent Portal."
    >
      <Stack as="form" gap="4" onSubmit={submit} aria-labelledby="chat-assignment">
        <SwitchControl
          label="Assign new chats automatically (round-robin)"
          helperText="Each handoff goes to the agent online who was assigned a chat longest ago."
          checked={roundRobin}
          onCheckedChange={setRoundRobin}
        />
        <Field.Root invalid={Boolean(error)} maxW="xs">
          <Field.Label>Max open chats per agent</Field.Label>
          <Input
            type="number"
            min={1}
            max={MAX_OPEN_CHATS_LIMIT}
            placeholder="No limit"
            value={cap}
            onChange={(e) => setCap(e.target.value)}
          />
          <Field.HelperText>An agent at the limit is skipped; empty: no limit.</Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Flex>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Flex>
      </Stack>
    </SectionCard>
  );
}
