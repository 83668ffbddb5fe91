import { Badge, Box, Button, Flex, Heading, Link, Spinner, Text } from '@chakra-ui/react';
import type { RealtimeEvent } from '@shared/schemas/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LogoutButton } from '../../../components/logout-button';
import { notify } from '../../../components/notify';
import { useNotificationSettings } from '../../../lib/api/notification-settings';
import { useSession } from '../../../lib/api/session';
import { serverErrorText } from '../../../lib/api-client';
import { chime, useLiveDesk } from '../../../lib/use-live-desk';
import {
  type AgentConversations,
  agentConversationsQuery,
  type ChatMessages,
  chatMessagesKey,
  useAgentConversations,
  useChatMessages,
  useResolveConversation,
  useSendAgentMessage,
} from '../api/agent-desk';
import { resolvedConversationsKey } from '../api/list-resolved-conversations';
import { ChatPresence } from '../components/chat-presence';
import { ChatView } from '../components/chat-view';
import { ClaimBar } from '../components/claim-bar';
import { InboxTabs } from '../components/inbox-tabs';
import { LabelFilter, mentionToast } from '../components/label-filter';
import { PresenceBar } from '../components/presence-bar';
import { type InboxTab, inboxView, withMessage, withOwner } from '../inbox-views';
import { mergeMessages } from '../merge-messages';
import { useInboxPresence } from '../use-inbox-presence';

const STATUS_LABEL = { open: 'Live', connecting: 'Connecting…', closed: 'Reconnecting…', failed: 'Polling' } as const;

/**
 * /agent-portal (spec part 2 §2.8): full screen, without the dashboard shell. Live over the WebSocket
 * API; while the socket is down the lists poll at the spec's intervals, and every (re)open refetches,
 * so nothing is missed. Messages merge by id, so nothing shows twice.
 */
export function AgentPortalPage({ WebSocketImpl }: { WebSocketImpl?: typeof WebSocket } = {}) {
  const queryClient = useQueryClient();
  const me = useSession().data;
  const role = me?.role;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tab, setTab] = useState<InboxTab>('waiting');
  const [labelId, setLabelId] = useState('');
  const [typing, setTyping] = useState<Record<string, boolean>>({});
  const [now, setNow] = useState(() => Date.now());
  const [notifications, setNotifications] = useState(() =>
    typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  );
  // Settings → Notifications decides the alerts; until it is read, none rather than one turned off
  const alerts = useNotificationSettings().data;
  const soundOn = alerts?.soundEnabled === true;
  const desktopOn = alerts?.browserNotifications === true;
  const typingTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const selected = useRef(selectedId);
  selected.current = selectedId;
  const presence = useInboxPresence(me?.id);

  const refetchAll = () => {
    presence.onOpen();
    // a new socket (a reconnect, the 2-hour renewal) tells again which chat is open here
    if (selected.current) desk.send({ type: 'viewing', conversationId: selected.current });
    void queryClient.invalidateQueries({ queryKey: ['agent'] });
  };
  const onEvent = (e: RealtimeEvent) => {
    presence.onEvent(e);
    if (!('conversationId' in e)) return;
    const id = e.conversationId;
    if (e.type === 'message.created') {
      const key = chatMessagesKey(id);
      if (queryClient.getQueryData(key)) {
        queryClient.setQueryData<ChatMessages>(key, (old) => ({
          messages: mergeMessages(old?.messages ?? [], [e.message]),
        }));
      }
      queryClient.setQueriesData<AgentConversations>({ queryKey: agentConversationsQuery.queryKey }, (old) =>
        withMessage(old, e),
      );
      if (e.message.senderType === 'customer') setTyping((t) => ({ ...t, [id]: false }));
      mentionToast(e.message, me?.id);
    } else if (e.type === 'conversation.escalated') {
      void queryClient.invalidateQueries({ queryKey: agentConversationsQuery.queryKey });
      if (soundOn) chime();
      if (
        desktopOn &&
        typeof Notification !== 'undefined' &&
        Notification.permission === 'granted' &&
        document.hidden
      ) {
        new Notification('A visitor is waiting', { body: e.reason, tag: id });
      }
    } else if (e.type === 'conversation.assigned') {
      // every cached list (one per label filter) that holds the chat learns its owner; else one refetch
      const lists = queryClient.getQueriesData<AgentConversations>({ queryKey: agentConversationsQuery.queryKey });
      if (lists.some(([, data]) => data?.conversations.some((c) => c.id === id))) {
        queryClient.setQueriesData<AgentConversations>({ queryKey: agentConversationsQuery.queryKey }, (old) =>
          old ? withOwner(old, id, e.agentId, e.agentName) : old,
        );
      } else void queryClient.invalidateQueries({ queryKey: agentConversationsQuery.queryKey });
    } else if (e.type === 'conversation.labelled') {
      void queryClient.invalidateQueries({ queryKey: agentConversationsQuery.queryKey });
    } else if (e.type === 'conversation.resolved') {
      void queryClient.invalidateQueries({ queryKey: agentConversationsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: resolvedConversationsKey });
      if (selected.current === id) setSelectedId(null);
    } else if (e.type === 'typing' && e.from === 'visitor') {
      setTyping((t) => ({ ...t, [id]: e.isTyping }));
      clearTimeout(typingTimers.current.get(id));
      // a lost "stopped typing" must not leave the indicator up
      if (e.isTyping)
        typingTimers.current.set(
          id,
          setTimeout(() => setTyping((t) => ({ ...t, [id]: false })), 6000),
        );
    }
  };
  const desk = useLiveDesk({ onEvent, onOpen: refetchAll }, WebSocketImpl);
  const conversations = useAgentConversations(desk.live, labelId);
  const messages = useChatMessages(selectedId, desk.live);
  const send = useSendAgentMessage();
  const resolve = useResolveConversation();

  // the other agents see which chat I have open (and I, who else has it); a new socket tells it in refetchAll
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of chat sends
  useEffect(() => {
    if (desk.live) desk.send({ type: 'viewing', conversationId: selectedId });
  }, [selectedId]);

  const list = conversations.data?.conversations ?? [];
  const waiting = inboxView(list, 'waiting', me?.id).length;
  const current = list.find((c) => c.id === selectedId) ?? null;

  // waiting times tick; the tab title counts who is waiting
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  useEffect(() => {
    const previous = document.title;
    document.title = waiting > 0 ? `(${waiting}) Agent Portal · Parley` : 'Agent Portal · Parley';
    return () => {
      document.title = previous;
    };
  }, [waiting]);
  // a chat that left the list (resolved elsewhere) is no longer selected
  useEffect(() => {
    if (selectedId && conversations.data && !current) setSelectedId(null);
  }, [selectedId, conversations.data, current]);

  const select = (id: string) => setSelectedId(id);
  const onSend = async (content: string) => {
    if (!selectedId) return false;
    try {
      const { message } = await send.mutateAsync({ conversationId: selectedId, content });
      // the reply appearing in the thread says it was sent: a toast would only cover Resolve for seconds
      queryClient.setQueryData<ChatMessages>(chatMessagesKey(selectedId), (old) => ({
        messages: mergeMessages(old?.messages ?? [], [message]),
      }));
      return true;
    } catch (error) {
      notify.error('Failed to send message.', serverErrorText(error, ''));
      return false;
    }
  };
  const onResolve = async () => {
    if (!selectedId) return;
    try {
      await resolve.mutateAsync(selectedId);
      setSelectedId(null);
      notify.success('Conversation Resolved', 'The conversation has been marked as resolved.');
      void queryClient.invalidateQueries({ queryKey: agentConversationsQuery.queryKey });
    } catch (error) {
      notify.error('Failed to resolve conversation.', serverErrorText(error, ''));
    }
  };

  return (
    <Flex h="100dvh" direction="column">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        px="4"
        py="2"
        borderBottomWidth="1px"
        gap="3"
        wrap="wrap"
      >
        <Flex align="center" gap="3">
          <Heading as="h1" size="lg">
            Agent Portal
          </Heading>
          <Badge colorPalette={desk.live ? 'green' : 'orange'} aria-live="polite">
            {STATUS_LABEL[desk.status]}
          </Badge>
        </Flex>
        <Flex align="center" gap="2" wrap="wrap">
          <PresenceBar me={presence.me} team={presence.team} saving={presence.saving} onChange={presence.setStatus} />
          {alerts && !desktopOn && notifications !== 'unsupported' && (
            <Text fontSize="sm" color="fg.muted">
              Desktop alerts are off in{' '}
              <Link asChild>
                <RouterLink to="/dashboard/settings?tab=notifications">Settings</RouterLink>
              </Link>
            </Text>
          )}
          {desktopOn && notifications === 'default' && (
            <Button
              size="sm"
              variant="outline"
              onClick={async () => setNotifications(await Notification.requestPermission())}
            >
              Enable desktop notifications
            </Button>
          )}
          {role === 'business_owner' && (
            <Link asChild fontSize="sm">
              <RouterLink to="/dashboard">Back to Dashboard</RouterLink>
            </Link>
          )}
          <LogoutButton />
        </Flex>
      </Flex>
      <Flex flex="1" minH="0" direction={{ base: 'column', md: 'row' }}>
        <Box
          as="nav"
          aria-label="Conversations"
          w={{ base: 'full', md: '80' }}
          borderEndWidth={{ md: '1px' }}
          overflowY="auto"
          maxH={{ base: '40dvh', md: 'none' }}
        >
          <LabelFilter value={labelId} onChange={setLabelId} />
          {conversations.isPending ? (
            <Spinner m="4" aria-label="Loading conversations" />
          ) : conversations.isError ? (
            <Text p="4" color="fg.error">
              {serverErrorText(conversations.error, 'Could not load conversations.')}
            </Text>
          ) : (
            <InboxTabs
              conversations={list}
              me={me?.id}
              tab={tab}
              onTab={setTab}
              selectedId={selectedId}
              now={now}
              onSelect={select}
            />
          )}
        </Box>
        {current ? (
          <Flex flex="1" minW="0" minH="0" direction="column">
            <ChatPresence viewers={presence.viewersOf(current.id)} typing={presence.typingIn(current.id)} />
            <ChatView
              key={current.id}
              conversation={current}
              claimBar={<ClaimBar conversation={current} me={me?.id} isOwner={role === 'business_owner'} />}
              messages={messages.data?.messages ?? []}
              currentUserId={me?.id}
              loading={messages.isPending}
              visitorTyping={typing[current.id] ?? false}
              resolving={resolve.isPending}
              onSend={onSend}
              onResolve={onResolve}
              onTyping={(isTyping) => desk.send({ type: 'typing', conversationId: current.id, isTyping })}
            />
          </Flex>
        ) : (
          <Flex flex="1" align="center" justify="center" p="8" color="fg.muted" textAlign="center">
            <Text>{list.length > 0 ? 'Select a conversation to reply.' : 'No Active Conversations'}</Text>
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
