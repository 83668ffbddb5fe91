import { admin } from '@shared/api/routes/admin';
import type {
  AdminClient,
  AdminUser,
  listAdminClientsResponse,
  listAdminUsersResponse,
} from '@shared/schemas/admin-clients';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, urlOf } from '../../../lib/api-client';
import { download } from '../../../lib/download';
import { adminKeys } from './admin';

/* Wire types come from the schemas the server parses its answers with (shared/schemas/admin-clients.ts). */
export type { AdminClient, AdminUser };
export type ClientsPage = z.infer<typeof listAdminClientsResponse>;
export type UsersPage = z.infer<typeof listAdminUsersResponse>;

const PAGE_SIZE = '20';
/** User Management pages by tenant: this many tenants (each with all of its users) a page. */
const TENANTS_PER_PAGE = '10';

export function useAdminClients(search: string, cursor: string | null) {
  return useQuery({
    queryKey: ['admin', 'clients', search, cursor] as const,
    queryFn: () =>
      api.call(admin.listClients, {
        query: { limit: PAGE_SIZE, search: search || undefined, cursor: cursor || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Suspend / Activate: afterwards the clients list and the summary cards (stats) are read again. */
export function useSetClientStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, status }: { clientId: string; status: 'active' | 'suspended' }) =>
      api.call(admin.setClientStatus, { params: { clientId }, body: { status } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'clients'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}

/** Export Data: the tenant's JSON file, saved by the browser under the server's file name. */
export const exportClientData = (clientId: string) =>
  download(urlOf(admin.exportClient, { params: { clientId } }), 'client-export.json');

export function useAdminUsers(cursor: string | null) {
  return useQuery({
    queryKey: ['admin', 'users', cursor] as const,
    queryFn: () => api.call(admin.listUsers, { query: { limit: TENANTS_PER_PAGE, cursor: cursor || undefined } }),
    placeholderData: keepPreviousData,
  });
}
