import * as publicApi from '../../schemas/public-api';
import { withSchemas } from '../route';
import { v1 as routes } from '../routes/v1';

/** v1: each route of routes/v1.ts with its schemas. */
export const v1 = withSchemas(routes, {
  // the 'api-key' level checks the key before the query is read, so a caller without a valid key
  // learns nothing, not even which parameters exist
  listLeads: { query: publicApi.publicLeadsQuery, response: publicApi.publicLeadsResponse },
  listConversations: { query: publicApi.publicConversationsQuery, response: publicApi.publicConversationsResponse },
});
