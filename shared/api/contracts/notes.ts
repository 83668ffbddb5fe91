import {
  createNoteBody,
  createNoteParams,
  createNoteResponse,
  listMentionableAgentsResponse,
} from '../../schemas/notes';
import { withSchemas } from '../route';
import { notes as routes } from '../routes/notes';

/** notes: each route of routes/notes.ts with its schemas. */
export const notes = withSchemas(routes, {
  createNote: { params: createNoteParams, body: createNoteBody, response: createNoteResponse },
  listMentionableAgents: { response: listMentionableAgentsResponse },
});
