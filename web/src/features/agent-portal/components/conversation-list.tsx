import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { languageName } from '@shared/language-name';
import type { AgentConversation } from '../api/agent-desk';
import { waitingFor } from '../merge-messages';
import { sessionTail, visitorLabel } from '../visitor-label';

/**
 * The sidebar (spec part 2 §2.8): each escalated chat by the visitor's name from the lead form (by the
 * last 6 characters of its session id when there is none; the id is shown beside the source either way).
 */
export function ConversationList(props: {
  conversations: AgentConversation[];
  selectedId: string | null;
  unread: Record<string, number>;
  now: number;
  onSelect(id: string): void;
}) {
  if (props.conversations.length === 0) {
    return (
      <Box p="6" textAlign="center" color="fg.muted">
        <Text fontWeight="semibold" color="fg">
          No Active Conversations
        </Text>
        <Text fontSize="sm">Escalated chats appear here the moment a visitor asks for a person.</Text>
      </Box>
    );
  }
  return (
    <Stack as="ul" gap="1" p="2" listStyleType="none" aria-label="Escalated conversations">
      {props.conversations.map((c) => {
        const unread = props.unread[c.id] ?? 0;
        const selected = c.id === props.selectedId;
        return (
          <li key={c.id}>
            <Button
              variant={selected ? 'subtle' : 'ghost'}
              w="full"
              h="auto"
              py="2"
              justifyContent="flex-start"
              textAlign="left"
              aria-current={selected ? 'true' : undefined}
              onClick={() => props.onSelect(c.id)}
            >
              <Stack gap="0.5" w="full" minW="0">
                <Flex justify="space-between" gap="2">
                  <Text fontWeight="semibold" truncate>
                    {visitorLabel(c)}
                  </Text>
                  {unread > 0 && (
                    <Badge
                      colorPalette="red"
                      variant="solid"
                      aria-label={`${unread} unread`}
                      data-testid="unread-count"
                    >
                      {unread}
                    </Badge>
                  )}
                </Flex>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {c.escalationReason}
                </Text>
                <Flex gap="2" rowGap="0" wrap="wrap" fontSize="xs" color="fg.muted">
                  <span>{c.source}</span>
                  {c.lead?.name.trim() && <span>· {sessionTail(c)}</span>}
                  {c.language && <span>· {languageName(c.language)}</span>}
                  <span>· waiting {waitingFor(c.escalatedAt, props.now)}</span>
                  <span>· {c.status}</span>
                  {c.assigneeName && <span>· {c.assigneeName}</span>}
                </Flex>
              </Stack>
            </Button>
          </li>
        );
      })}
    </Stack>
  );
}
