import * as schemas from '../../schemas/inbox-assignment';
import { withSchemas } from '../route';
import { inboxAssignment as routes } from '../routes/inbox-assignment';

/** inboxAssignment: each route of routes/inbox-assignment.ts with its schemas. */
export const inboxAssignment = withSchemas(routes, {
  claimConversation: {
    params: schemas.claimConversationParams,
    body: schemas.claimConversationBody,
    response: schemas.claimConversationResponse,
  },
  assignConversation: {
    params: schemas.assignConversationParams,
    body: schemas.assignConversationBody,
    response: schemas.assignConversationResponse,
  },
  listResolvedConversations: {
    query: schemas.listResolvedConversationsQuery,
    response: schemas.listResolvedConversationsResponse,
  },
  getAssignmentSettings: { response: schemas.getAssignmentSettingsResponse },
  saveAssignmentSettings: {
    body: schemas.saveAssignmentSettingsBody,
    response: schemas.saveAssignmentSettingsResponse,
  },
});
