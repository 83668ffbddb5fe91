import { ROLES } from '@shared/enums';
import type { AdminUser, listAdminUsersResponse } from '@shared/schemas/admin-clients';
import type * as z from 'zod';
import * as db from '../../db/table-entities';
import { tenantsPage } from './clients';

/**
 * User Management (issue 12): the platform's users grouped by tenant. Pages are pages of tenants
 * (newest first, the Client `all` index), each with all of its users (one Query per tenant: a tenant's
 * users share its partition). The platform's own account has no tenant record, so its users (the
 * admins) head the first page.
 */
const LIST = 'admin-users';
export const PLATFORM_COMPANY = 'Parley (platform)';

async function usersOf(clientId: string, companyName: string): Promise<AdminUser[]> {
  const { data } = await db.user().query.byId({ clientId }).go({ pages: 'all' });
  return data
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((u) => ({
      id: u.id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      role: u.role,
      isActive: u.isActive,
      clientId,
      companyName,
      createdAt: u.createdAt,
    }));
}

export async function listAdminUsers(
  q: { cursor?: string; limit: number },
  adminClientId: string,
): Promise<z.infer<typeof listAdminUsersResponse>> {
  const { rows, nextCursor } = await tenantsPage(LIST, q);
  const groups = [
    ...(q.cursor ? [] : [{ clientId: adminClientId, companyName: PLATFORM_COMPANY }]),
    ...rows.map((c) => ({ clientId: c.clientId, companyName: c.companyName })),
  ];
  const users = (await Promise.all(groups.map((g) => usersOf(g.clientId, g.companyName)))).flat();
  const roleCounts = Object.fromEntries(ROLES.map((r) => [r, users.filter((u) => u.role === r).length])) as Record<
    (typeof ROLES)[number],
    number
  >;
  return { users, roleCounts, nextCursor };
}
