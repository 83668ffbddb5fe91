import { Box, Button, Card, Flex, Heading, Switch, Table, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { AgentFormDialog } from '../components/agent-form-dialog';
import { useHumanAgentsPage } from '../hooks/use-human-agents-page';

export const DEACTIVATE_CONFIRM = 'Are you sure you want to deactivate this agent?';

/** /dashboard/human-agents (spec part 2 §2.7): the owner's team of people who answer escalated chats. */
export function HumanAgentsPage() {
  const page = useHumanAgentsPage();
  return (
    <Box>
      <PageHeader
        title="Human Agents"
        description="The people who answer chats the AI hands over, in the Agent Portal."
        actions={<Button onClick={page.dialog.add}>Add Agent</Button>}
        mb="6"
      />
      <QueryState
        query={page.agents}
        loading="Loading agents..."
        failed="Could not load your agents."
        isEmpty={(data) => data.agents.length === 0}
        empty={
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
        }
      >
        {({ agents: list }) => (
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
                          disabled={page.statusPending}
                          onCheckedChange={(e) => page.toggle(a, e.checked)}
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
                          <Button size="xs" variant="outline" onClick={() => page.dialog.edit(a)}>
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
                            onClick={() => page.askRemove(a)}
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
      </QueryState>
      <AgentFormDialog open={page.dialog.open} agent={page.dialog.agent} onClose={page.dialog.close} />
      <ConfirmDialog
        open={page.confirm.action !== null}
        title={page.confirm.action === 'remove' ? 'Remove agent' : 'Deactivate agent'}
        question={DEACTIVATE_CONFIRM}
        detail={
          <Text mt="2" fontSize="sm" color="fg.muted">
            They are signed out at once and can no longer sign in; you can reactivate them later.
          </Text>
        }
        confirmLabel="Deactivate"
        pending={page.confirm.pending}
        onConfirm={page.confirm.run}
        onClose={page.confirm.cancel}
      />
    </Box>
  );
}
