import { Badge, Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SearchField } from '../../../components/search-field';
import { serverErrorText } from '../../../lib/api-client';
import type { AgentConversation } from '../api/agent-desk';
import { useResolvedConversations } from '../api/list-resolved-conversations';
import { INBOX_TAB_LABELS, INBOX_TABS, type InboxTab, inboxView } from '../inbox-views';
import { sessionTail, visitorLabel } from '../visitor-label';
import { ConversationList } from './conversation-list';

/**
 * The portal's lists (issue 32): Waiting, Mine, All open (from the one live list of open handed-over chats,
 * with their counts) and Resolved (searched and paged on the server).
 */
export function InboxTabs(props: {
  conversations: AgentConversation[];
  me: string | undefined;
  tab: InboxTab;
  onTab(tab: InboxTab): void;
  selectedId: string | null;
  now: number;
  onSelect(id: string): void;
}) {
  const shown = inboxView(props.conversations, props.tab, props.me);
  return (
    <>
      <Flex gap="1" px="2" pt="2" wrap="wrap" role="tablist" aria-label="Inbox">
        {INBOX_TABS.map((tab) => {
          const count = tab === 'resolved' ? null : inboxView(props.conversations, tab, props.me).length;
          return (
            <Button
              key={tab}
              size="xs"
              role="tab"
              aria-selected={props.tab === tab}
              variant={props.tab === tab ? 'solid' : 'ghost'}
              data-testid={`inbox-tab-${tab}`}
              onClick={() => props.onTab(tab)}
            >
              {INBOX_TAB_LABELS[tab]}
              {count !== null && ` (${count})`}
            </Button>
          );
        })}
      </Flex>
      {props.tab === 'resolved' ? (
        <ResolvedList />
      ) : (
        <ConversationList
          conversations={shown}
          selectedId={props.selectedId}
          unread={Object.fromEntries(shown.map((c) => [c.id, c.unread ?? 0]))}
          now={props.now}
          onSelect={props.onSelect}
        />
      )}
    </>
  );
}

function ResolvedList() {
  const [search, setSearch] = useState('');
  const resolved = useResolvedConversations(search.trim(), true);
  const rows = resolved.data?.pages.flatMap((p) => p.conversations) ?? [];
  return (
    <Stack gap="2" p="2">
      <SearchField placeholder="Visitor, email or agent" value={search} onChange={setSearch} />
      {resolved.isPending ? (
        <Spinner aria-label="Loading resolved conversations" />
      ) : resolved.isError ? (
        <Text color="fg.error">{serverErrorText(resolved.error, 'Could not load resolved conversations.')}</Text>
      ) : rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" p="2">
          {search.trim() ? 'No resolved conversation matches.' : 'No resolved conversations yet.'}
        </Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Resolved conversations">
          {rows.map((c) => (
            <Box as="li" key={c.id} px="3" py="2" borderWidth="1px" rounded="md">
              <Flex justify="space-between" gap="2">
                <Text fontWeight="semibold" truncate>
                  {visitorLabel(c)}
                </Text>
                {c.assigneeName && <Badge>{c.assigneeName}</Badge>}
              </Flex>
              <Text fontSize="xs" color="fg.muted" truncate>
                {c.escalationReason} · {c.source} · {sessionTail(c)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {resolved.hasNextPage && (
        <Button
          size="sm"
          variant="outline"
          loading={resolved.isFetchingNextPage}
          onClick={() => resolved.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
