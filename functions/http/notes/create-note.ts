import { notes } from '@shared/api/contracts/notes';
import { reply } from '../../base/response';
import { queueConversationEvents } from '../../core/chat/live-fanout';
import { addNote } from '../../core/inbox/notes';
import { http } from '../../kit/http';

/** POST /api/inbox/conversations/{id}/notes — any agent adds a private note; @mentioned agents are told live and by mail. */
export const handler = http(notes.createNote, async ({ session, params, body }) =>
  reply(201, { message: await addNote(session, params.id, body.content, body.mentions, queueConversationEvents) }),
);
