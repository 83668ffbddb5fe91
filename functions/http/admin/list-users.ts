import { admin } from '@shared/api/contracts/admin';
import { listAdminUsers } from '../../core/admin/users';
import { http } from '../../kit/http';

/** GET /api/admin/users?cursor=&limit= — the platform's users by tenant (`limit` tenants a page) with role counts. */
export const handler = http(admin.listUsers, ({ query, session }) => listAdminUsers(query, session.clientId));
