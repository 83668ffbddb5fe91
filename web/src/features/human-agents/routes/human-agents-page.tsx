import { Box, Button, Card, Flex, Heading, Spinner, Switch, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { type HumanAgent, useHumanAgents, useRemoveAgent, useSetAgentStatus } from '../api/human-agents';
import { AgentFormDialog } from '../components/agent-form-dialog';

export const DEACTIVATE_CONFIRM = 'Are you sure you want to deactivate this agent?';
type Pending = { agent: HumanAgent; action: 'deactivate' | 'remove' };

/** /dashboard/human-agents (spec part 2 §2.7): the owner's team of people who answer escalated chats. */
export function HumanAgentsPage() {
  const agents = useHumanAgents();
  const setStatus = useSetAgentStatus();
  const remove = useRemoveAgent();
  const [form, setForm] = useState<{ open: boolean; agent: HumanAgent | null }>({ open: false, agent: null });
  const [confirm, setConfirm] = useState<Pending | null>(null);

  const activate = async (agent: HumanAgent, isActive: boolean) => {
    try {
      await setStatus.mutateAsync({ id: agent.id, isActive });
      notify.success(
        'Status Updated',
        `${agent.firstName} ${agent.lastName} is now ${isActive ? 'active' : 'inactive'}.`,
      );
    } catch (error) {
      notify.error('Failed to update agent status.', serverErrorText(error, 'Please try again.'));
    }
  };
  const confirmed = async () => {
    if (!confirm) return;
    const { agent, action } = confirm;
    if (action === 'deactivate') await activate(agent, false);
    else {
      try {
        await remove.mutateAsync(agent.id);
        notify.success('Agent Removed', `${agent.firstName} ${agent.lastName} has been deactivated.`);
      } catch (error) {
        notify.error('Failed to remove human agent.', serverErrorText(error, 'Please try again.'));
      }
    }
    setConfirm(null);
  };

  const list = agents.data?.agents ?? [];
  return (
    <Box>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap" mb="6">
        <Box>
          <Heading as="h1" size="2xl">
            Human Agents
          </Heading>
          <Text color="fg.muted">The people who answer chats the AI hands over, in the Agent Portal.</Text>
        </Box>
        <Button onClick={() => setForm({ open: true, agent: null })}>Add Agent</Button>
      </Flex>
      {agents.isPending ? (
        <Flex align="center" gap="2" color="fg.muted">
          <Spinner size="sm" /> Loading agents...
        </Flex>
      ) : agents.isError ? (
        <Card.Root>
          <Card.Body>
            <Text color="fg.error">{serverErrorText(agents.error, 'Could not load your agents.')}</Text>
            <Button mt="3" size="sm" variant="outline" onClick={() => agents.refetch()}>
              Try again
            </Button>
          </Card.Body>
        </Card.Root>
      ) : list.length === 0 ? (
        <Card.Root>
          <Card.Body textAlign="center" py="10">
            <Heading as="h2" size="md">
              No Human Agents Yet
            </Heading>
            <Text color="fg.muted" mt="1">
              Add a team member so escalated chats reach a person.
            </Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="Human agents">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Active</Table.ColumnHeader>
                <Table.ColumnHeader>Created</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((a) => {
                const name = `${a.firstName} ${a.lastName}`;
                return (
                  <Table.Row key={a.id}>
                    <Table.Cell fontWeight="medium">{name}</Table.Cell>
                    <Table.Cell>{a.email}</Table.Cell>
                    <Table.Cell>
                      <Switch.Root
                        checked={a.isActive}
                        disabled={setStatus.isPending}
                        onCheckedChange={(e) =>
                          e.checked ? activate(a, true) : setConfirm({ agent: a, action: 'deactivate' })
                        }
                      >
                        <Switch.HiddenInput />
                        <Switch.Control />
                        <Switch.Label>
                          {a.isActive ? 'Active' : 'Inactive'}
                          <Box as="span" srOnly>
                            {` (${name})`}
                          </Box>
                        </Switch.Label>
                      </Switch.Root>
                    </Table.Cell>
                    <Table.Cell>{new Date(a.createdAt).toLocaleDateString()}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Flex gap="2" justify="flex-end">
                        <Button size="xs" variant="outline" onClick={() => setForm({ open: true, agent: a })}>
                          Edit{' '}
                          <Box as="span" srOnly>
                            {name}
                          </Box>
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          disabled={!a.isActive}
                          onClick={() => setConfirm({ agent: a, action: 'remove' })}
                        >
                          Remove{' '}
                          <Box as="span" srOnly>
                            {name}
                          </Box>
                        </Button>
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <AgentFormDialog open={form.open} agent={form.agent} onClose={() => setForm({ open: false, agent: null })} />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.action === 'remove' ? 'Remove agent' : 'Deactivate agent'}
        question={DEACTIVATE_CONFIRM}
        detail={
          <Text mt="2" fontSize="sm" color="fg.muted">
            They are signed out at once and can no longer sign in; you can reactivate them later.
          </Text>
        }
        confirmLabel="Deactivate"
        pending={setStatus.isPending || remove.isPending}
        onConfirm={confirmed}
        onClose={() => setConfirm(null)}
      />
    </Box>
  );
}
