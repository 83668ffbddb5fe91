import { admin } from '@shared/api/contracts/admin';
import { listAdminClients } from '../../core/admin/clients';
import { http } from '../../kit/http';

/** GET /api/admin/clients?search=&cursor=&limit= — tenants newest first, searched by company or contact email. */
export const handler = http(admin.listClients, ({ query, session }) => listAdminClients(query, session.clientId));
