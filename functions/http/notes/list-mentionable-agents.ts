import { notes } from '@shared/api/contracts/notes';
import { mentionableAgents } from '../../core/inbox/mentionable-agents';
import { http } from '../../kit/http';

/** GET /api/inbox/mentionable-agents — whom a note may @mention: the tenant's active owners and agents. */
export const handler = http(notes.listMentionableAgents, async ({ session }) => ({
  agents: (await mentionableAgents(session.clientId)).map(({ userId, name, firstName }) => ({
    userId,
    name,
    firstName,
  })),
}));
