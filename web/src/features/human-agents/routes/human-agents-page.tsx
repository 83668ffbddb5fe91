import { Badge, Box, Button, Card, Flex, Heading, Switch, Table, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/ui/query-state';
import type { HumanAgent } from '../api/human-agents';
import { AgentFormDialog } from '../components/agent-form-dialog';
import { ChatAssignmentCard } from '../components/chat-assignment-card';
import { useHumanAgentsPage } from '../hooks/use-human-agents-page';

export const DEACTIVATE_CONFIRM = 'Are you sure you want to deactivate this agent?';
export const REVOKE_CONFIRM = 'Revoke this invitation?';

const CONFIRMS = {
  deactivate: {
    title: 'Deactivate agent',
    question: DEACTIVATE_CONFIRM,
    detail: 'They are signed out at once and can no longer sign in; you can reactivate them later.',
    label: 'Deactivate',
  },
  remove: {
    title: 'Remove agent',
    question: DEACTIVATE_CONFIRM,
    detail: 'They are signed out at once and can no longer sign in; you can reactivate them later.',
    label: 'Deactivate',
  },
  revoke: {
    title: 'Revoke invitation',
    question: REVOKE_CONFIRM,
    detail: 'The link stops working and the agent leaves the list. You can invite the address again later.',
    label: 'Revoke',
  },
} as const;

/** An invited agent's state under their name: the link's expiry, or that it has expired. */
function invitationNote(a: HumanAgent): string {
  if (!a.invitation) return 'Invitation not sent';
  if (a.invitation.expired) return 'Link expired: resend it';
  return `Link valid until ${new Date(a.invitation.expiresAt).toLocaleDateString()}`;
}

/** /dashboard/human-agents (spec part 2 §2.7): the owner's team of people who answer escalated chats. */
export function HumanAgentsPage() {
  const page = useHumanAgentsPage();
  const confirmText = CONFIRMS[page.confirm.action ?? 'deactivate'];
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
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
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
                        {a.status === 'invited' ? (
                          <Flex direction="column" gap="0.5" align="flex-start">
                            <Badge colorPalette="orange">Invited</Badge>
                            <Text fontSize="xs" color="fg.muted">
                              {invitationNote(a)}
                            </Text>
                          </Flex>
                        ) : (
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
                        )}
                      </Table.Cell>
                      <Table.Cell>{new Date(a.createdAt).toLocaleDateString()}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <Flex gap="2" justify="flex-end">
                          {a.status === 'invited' ? (
                            <>
                              <Button
                                size="xs"
                                variant="outline"
                                disabled={page.resendPending}
                                onClick={() => void page.resend(a)}
                              >
                                Resend{' '}
                                <Box as="span" srOnly>
                                  invitation to {name}
                                </Box>
                              </Button>
                              <Button size="xs" variant="outline" colorPalette="red" onClick={() => page.askRevoke(a)}>
                                Revoke{' '}
                                <Box as="span" srOnly>
                                  invitation to {name}
                                </Box>
                              </Button>
                            </>
                          ) : (
                            <>
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
                            </>
                          )}
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
      <Box mt="6">
        <ChatAssignmentCard />
      </Box>
      <AgentFormDialog open={page.dialog.open} agent={page.dialog.agent} onClose={page.dialog.close} />
      <ConfirmDialog
        open={page.confirm.action !== null}
        title={confirmText.title}
        question={confirmText.question}
        detail={
          <Text mt="2" fontSize="sm" color="fg.muted">
            {confirmText.detail}
          </Text>
        }
        confirmLabel={confirmText.label}
        pending={page.confirm.pending}
        onConfirm={page.confirm.run}
        onClose={page.confirm.cancel}
      />
    </Box>
  );
}
