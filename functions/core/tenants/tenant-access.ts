import type { CLIENT_STATUSES, Role } from '@shared/enums';
import { updateAuthStates } from '../../db/auth-state';
import * as db from '../../db/table-entities';

// Apart from tenancy.ts (signup and members), so the functions that only change access (the admin's
// Suspend/Activate, Delete Account) do not bundle the signup's schemas and identity calls.

/**
 * Suspends or reactivates a tenant. The tenant's users' auth state items carry a copy of the status
 * (db/auth-state.ts, so the request path reads one item): this updates them all at once, and a
 * suspension takes effect on the users' next request. Status changes must go through here.
 */
export async function setTenantStatus(clientId: string, status: (typeof CLIENT_STATUSES)[number]): Promise<void> {
  await db.client().patch({ clientId }).set({ status }).go();
  await updateAuthStates(clientId, { tenantStatus: status });
}

/**
 * Changes a user's role or deactivates them; their sessions see it on the next request. It does not move
 * the plan's seat counter: members who take a seat are (de)activated by core/tenants/human-agents.ts (core/tenants/seats.ts).
 */
export async function setUserAccess(
  clientId: string,
  userId: string,
  change: { role?: Role; isActive?: boolean },
): Promise<void> {
  await db.user().patch({ clientId, id: userId }).set(change).go();
  await updateAuthStates(clientId, change, userId);
}
