import type { HumanAgent } from '@shared/schemas/human-agents';
import { AppError, ConflictError, NotFoundError } from '../../base/errors';
import { rootLogger } from '../../base/logger';
import { updateAuthStates } from '../../db/auth-state';
import * as db from '../../db/table-entities';
import { type DeliverInvitation, invitationsOf, issueInvitation, revokeInvitation, stateOf } from './invitations';
import { seatsFull, withSeat } from './seats';
import { activePlan, createMember } from './tenancy';

/**
 * The owner's human agents (spec part 2 §2.7). Removing one is a deactivation, as the spec says: the
 * user stays (their replies keep an author) but cannot sign in, and their sessions end at once.
 *
 * The plan's team-member limit counts the active members besides the owner (AI trainers and human
 * agents): the owner is the account itself, not a seat, and the demo tenant (Starter, 3 seats; a
 * trainer and an agent) can still add one agent.
 */
const toAgent = (
  u: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    isActive: boolean;
    invited?: boolean;
    createdAt: string;
  },
  invitation?: { sentAt: string; validUntil: string; status: string },
): HumanAgent => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  isActive: u.isActive,
  // `invited` until they set their password from the link, whatever the switch says
  status: u.invited ? 'invited' : u.isActive ? 'active' : 'inactive',
  ...(u.invited && invitation
    ? {
        invitation: {
          sentAt: invitation.sentAt,
          expiresAt: invitation.validUntil,
          expired: stateOf(invitation as Parameters<typeof stateOf>[0]) === 'expired',
        },
      }
    : {}),
  createdAt: u.createdAt,
});

async function members(clientId: string) {
  const { data } = await db.user().query.byId({ clientId }).go({ pages: 'all' });
  return data;
}

export async function listHumanAgents(clientId: string): Promise<HumanAgent[]> {
  const [users, invitations] = await Promise.all([members(clientId), invitationsOf(clientId)]);
  return users
    .filter((u) => u.role === 'human_agent')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((u) => toAgent(u, invitations.get(u.id)));
}

async function agentOf(clientId: string, id: string) {
  const { data } = await db.user().get({ clientId, id }).go();
  if (!data || data.role !== 'human_agent') throw new NotFoundError('Human agent');
  return data;
}

/** The plan's team seats (an inactive or missing plan allows one). */
async function seatLimit(clientId: string): Promise<number> {
  const { data: client } = await db
    .client()
    .get({ clientId })
    .go({ attributes: ['planId'] });
  const plan = client ? await activePlan(client.planId).catch(() => null) : null;
  return plan?.teamMembersLimit ?? 1;
}

/**
 * Adds an agent as `invited` (their seat taken at once, so the plan's limit holds) and mails them the
 * invitation (core/tenants/invitations.ts). The owner never sets or sees the agent's password.
 */
export async function createHumanAgent(
  clientId: string,
  input: { firstName: string; lastName: string; email: string },
  deliver: DeliverInvitation,
): Promise<HumanAgent> {
  const id = await createMember({ clientId, role: 'human_agent', ...input, seatLimit: await seatLimit(clientId) });
  try {
    await issueInvitation({ clientId, userId: id, email: input.email, firstName: input.firstName }, deliver);
  } catch (err) {
    // the owner is told the agent was not added, so none stays: undone as a revoke (the user, the seat,
    // the sign-in; a link that did leave says it was withdrawn), and the address can be invited again
    await revokeInvitation(clientId, id).catch((undo) =>
      rootLogger.error('an agent whose invitation failed was not undone', {
        clientId,
        userId: id,
        error: String(undo),
      }),
    );
    throw err;
  }
  return agentWithInvitation(clientId, id);
}

/** An agent with its invitation, as the list shows it (after a resend). */
export async function agentWithInvitation(clientId: string, id: string): Promise<HumanAgent> {
  const [agent, { data: invitation }] = await Promise.all([
    agentOf(clientId, id),
    db.agentInvitation().get({ clientId, userId: id }).go({ consistent: true }),
  ]);
  return toAgent(agent, invitation ?? undefined);
}

export async function updateHumanAgent(
  clientId: string,
  id: string,
  input: { firstName: string; lastName: string; email: string },
): Promise<HumanAgent> {
  const agent = await agentOf(clientId, id);
  if (input.email !== agent.email) {
    // the email is the sign-in name in the identity pool; changing it there is not supported yet, so say so
    throw new AppError(400, 'VALIDATION_ERROR', 'The email of an agent cannot be changed', {
      email: 'The email is the agent’s sign-in name and cannot be changed. Create a new agent instead.',
    });
  }
  await db.user().patch({ clientId, id }).set({ firstName: input.firstName, lastName: input.lastName }).go();
  await updateAuthStates(clientId, { firstName: input.firstName, lastName: input.lastName }, id);
  return toAgent({ ...agent, firstName: input.firstName, lastName: input.lastName });
}

/**
 * Activates or deactivates. Deactivation ends the agent's sessions at once (the auth state item every
 * request reads, db/auth-state.ts) and `afterDeactivate` closes their live sockets.
 */
export async function setHumanAgentActive(
  clientId: string,
  id: string,
  isActive: boolean,
  afterDeactivate: (clientId: string, userId: string) => Promise<void>,
): Promise<HumanAgent> {
  const agent = await agentOf(clientId, id);
  if (agent.isActive === isActive) return toAgent(agent);
  // the seat moves with the flag in one transaction, conditioned on the flag still being what was read
  const limit = isActive ? await seatLimit(clientId) : undefined;
  const outcome = await withSeat(clientId, isActive ? 1 : -1, limit, (tx) => [
    tx.user
      .patch({ clientId, id })
      .set({ isActive })
      .where((u, { eq }) => eq(u.isActive, !isActive))
      .commit(),
  ]);
  if (outcome === 'full') throw seatsFull(limit ?? 1);
  // 'stale': a concurrent call already made the change (and moved the seat); the result is the same
  await updateAuthStates(clientId, { isActive }, id);
  if (!isActive) await afterDeactivate(clientId, id);
  return toAgent({ ...agent, isActive });
}

export { ConflictError };
