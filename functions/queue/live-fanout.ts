import { pushConversation } from '../core/chat/realtime';
import { queueConsumer } from '../kit/queue-consumer';

/**
 * Queue consumer live-fanout (routes.ts, issue 30): pushes the events a sender queued
 * (core/chat/live-fanout.ts) to the conversation's visitor sockets and the tenant's agents, after the
 * sender's HTTP reply has gone; to the sockets the sender read and sent along, else to those it reads. A read that fails throws, so SQS delivers the events again; a repeated
 * push is harmless (the widget and the portal drop message ids they already show), so nothing is claimed.
 */
export const handler = queueConsumer(
  'live-fanout',
  { 'realtime.conversation-events': (p) => pushConversation(p.clientId, p.events, p.targets) },
  { once: false },
);
