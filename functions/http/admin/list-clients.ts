import { listAdminClientsQuery, listAdminClientsResponse } from '../../../shared/schemas/admin-clients';
import { listAdminClients } from '../../core/admin/clients';
import { http } from '../../kit/http';

/** GET /api/admin/clients?search=&cursor=&limit= — tenants newest first, searched by company or contact email. */
export const handler = http(
  { auth: 'admin', response: listAdminClientsResponse, query: listAdminClientsQuery },
  ({ query, session }) => listAdminClients(query, session.clientId),
);
