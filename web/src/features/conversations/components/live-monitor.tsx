import { Badge } from '@chakra-ui/react';
import { mayAccess } from '@shared/access';
import type { RealtimeEvent } from '@shared/schemas/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/api/session';
import { useLiveDesk } from '../../../lib/use-live-desk';

/** Events that change a row or the counters: the page and the cards are read again (once per burst). */
const CHANGES_ROWS = new Set<RealtimeEvent['type']>([
  'conversation.created',
  'conversation.escalated',
  'conversation.assigned',
  'conversation.resolved',
  'conversation.labelled',
  'conversation.rated',
]);
const REFETCH_AFTER_MS = 300;

/**
 * The Conversations monitor live (issue 32 item 9): new, escalated, claimed and resolved conversations
 * appear and change without a reload, and each row counts the visitor messages that arrived since the
 * page opened (cleared when the chat is opened). The monitor reads the agents' socket, so it is live for
 * the roles that may open one (owners and agents); for the others it stays as it was, read on load.
 */
export function useLiveMonitor() {
  const role = useSession().data?.role;
  const [unread, setUnread] = useState<Record<string, number>>({});
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refetch = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: ['conversations'] }),
      REFETCH_AFTER_MS,
    );
  };
  const onEvent = (e: RealtimeEvent) => {
    if (CHANGES_ROWS.has(e.type)) refetch();
    else if (e.type === 'message.created') {
      // an open chat reads its messages again (only an open one: the others are not being watched)
      void queryClient.invalidateQueries({ queryKey: ['conversations', 'messages', e.conversationId] });
      if (e.message.senderType === 'customer' && !e.message.isNote) {
        setUnread((u) => ({ ...u, [e.conversationId]: (u[e.conversationId] ?? 0) + 1 }));
      }
    }
  };
  return {
    live: role !== undefined && mayAccess(role, 'agent'),
    unread,
    markRead: (id: string) => setUnread((u) => ({ ...u, [id]: 0 })),
    handlers: { onEvent, onOpen: refetch },
  };
}

/** The monitor's socket and what it says of it; mounted only for the roles that may open one. */
export function LiveMonitorBadge(props: {
  handlers: ReturnType<typeof useLiveMonitor>['handlers'];
  WebSocketImpl?: typeof WebSocket;
}) {
  const desk = useLiveDesk(props.handlers, props.WebSocketImpl, 'monitor');
  return (
    <Badge colorPalette={desk.live ? 'green' : 'orange'} aria-live="polite" data-testid="monitor-live">
      {desk.live ? 'Live' : 'Connecting…'}
    </Badge>
  );
}

/** A row's visitor messages since the page opened. */
export function UnreadBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge colorPalette="red" variant="solid" data-testid="unread-count" aria-label={`${count} unread`} ms="2">
      {count}
    </Badge>
  );
}
