import { publicConversationsResponse, publicLeadsResponse } from '../../schemas/public-api';
import { withSchemas } from '../route';
import { v1 as routes } from '../routes/v1';

/** v1: each route of routes/v1.ts with its schemas. */
export const v1 = withSchemas(routes, {
  listLeads: { response: publicLeadsResponse },
  listConversations: { response: publicConversationsResponse },
});
