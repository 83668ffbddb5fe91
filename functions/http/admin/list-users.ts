import { listAdminUsersQuery, listAdminUsersResponse } from '../../../shared/schemas/admin-clients';
import { listAdminUsers } from '../../core/admin/users';
import { http } from '../../kit/http';

/** GET /api/admin/users?cursor=&limit= — the platform's users by tenant (`limit` tenants a page) with role counts. */
export const handler = http(
  { auth: 'admin', response: listAdminUsersResponse, query: listAdminUsersQuery },
  ({ query, session }) => listAdminUsers(query, session.clientId),
);
