import { type ClientFrame, clientFrameSchema, MAX_WS_FRAME_BYTES } from '@shared/schemas/realtime';
import { NotFoundError } from '../base/errors';
import { notifyAgents, notifyVisitor, post } from '../core/chat/realtime';
import { connectionOf } from '../core/chat/realtime-connections';
import { setViewing } from '../core/inbox/agent-sockets';
import * as db from '../db/table-entities';
import { ws } from '../kit/ws';

/**
 * $default: a client's frame — a heartbeat, a typing signal, or an agent opening a chat (viewing). A frame that is too large, not JSON or
 * not a known frame gets an `error` event back; nothing is stored and the socket stays open.
 */
export const handler = ws('$default', async ({ event, connectionId }) => {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64') : Buffer.from(event.body ?? '');
  if (raw.length > MAX_WS_FRAME_BYTES) return fail(connectionId, `Frames may be at most ${MAX_WS_FRAME_BYTES} bytes`);
  let frame: ClientFrame;
  try {
    const parsed = clientFrameSchema.safeParse(JSON.parse(raw.toString()));
    if (!parsed.success)
      return fail(connectionId, 'Unknown frame: send {"type":"ping"}, {"type":"typing",…} or {"type":"viewing",…}');
    frame = parsed.data;
  } catch {
    return fail(connectionId, 'Frames must be JSON');
  }
  const me = await connectionOf(connectionId);
  if (!me) return fail(connectionId, 'This connection has ended; reconnect');
  if (frame.type === 'ping') {
    await post(connectionId, { type: 'pong' });
    return { statusCode: 200 };
  }
  if (frame.type === 'viewing') {
    if (me.kind !== 'agent') return fail(connectionId, 'Only agents view chats');
    try {
      await setViewing(me, frame.conversationId);
    } catch (err) {
      if (err instanceof NotFoundError) return fail(connectionId, 'Conversation not found');
      throw err;
    }
    return { statusCode: 200 };
  }
  const typing = { type: 'typing' as const, conversationId: frame.conversationId, isTyping: frame.isTyping };
  if (me.kind === 'visitor') {
    // a visitor speaks for its own conversation only
    if (frame.conversationId !== me.conversationId) return fail(connectionId, 'Not your conversation');
    await notifyAgents(me.clientId, { ...typing, from: 'visitor' });
  } else {
    const { data } = await db.conversation().get({ clientId: me.clientId, id: frame.conversationId }).go();
    if (!data) return fail(connectionId, 'Conversation not found');
    // the visitor sees "typing"; the other agents see who ("Ravi is typing", issue 32)
    await Promise.all([
      notifyVisitor(me.clientId, { ...typing, from: 'agent' }),
      notifyAgents(me.clientId, { ...typing, from: 'agent', agentName: me.agentName ?? '' }, me.userId),
    ]);
  }
  return { statusCode: 200 };
});

async function fail(connectionId: string, message: string) {
  await post(connectionId, { type: 'error', message });
  return { statusCode: 200 };
}
