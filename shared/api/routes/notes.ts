import { defineRoutes } from '../route';

/** notes: functions/http/notes/ serves these (functions/routes.ts). */
export const notes = defineRoutes('notes', {
  createNote: { method: 'POST', path: '/api/inbox/conversations/{id}/notes', auth: 'agent' },
  listMentionableAgents: { method: 'GET', path: '/api/inbox/mentionable-agents', auth: 'agent' },
});
