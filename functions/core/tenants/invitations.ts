import { createHash, randomBytes } from 'node:crypto';
import { closedInvitationText, INVITATION_DAYS } from '@shared/invitations';
import { deleteIdentity, setIdentityPassword } from '../../adapters/identity';
import { ConflictError, NotFoundError } from '../../base/errors';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import { consumeBudget } from '../limits/rate-limit';
import { withSeat } from './seats';

/**
 * Agent invitations (issue 31 item 3). The owner adds an agent by name and address; the agent gets a
 * mailed link (app origin + /invite/<token>) and sets their own password there. The token is 32 random
 * bytes, stored only as its SHA-256; it works once, for 7 days, and a resend replaces it (the old link
 * then finds nothing). The agent's user stays `invited` until the password is set. The mail itself is the
 * caller's (`deliver`): core does not know the mail path, the handler passes it in.
 */
/** Resends of one invitation: a mistyped address is fixed by revoking, not by mailing it without end. */
export const RESEND_BUDGET = { limit: 5, windowSeconds: 3600 };
export const RESEND_LIMITED = 'This invitation was sent several times in the last hour. Please try again later.';

export interface InvitationMail {
  clientId: string;
  userId: string;
  email: string;
  firstName: string;
  token: string;
  validUntil: string;
  /** 1 for the first mail, then each resend: with userId, the mail's once-only key. */
  sendNo: number;
}
export type DeliverInvitation = (mail: InvitationMail) => Promise<void>;

type Invitation = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof db.agentInvitation>['get']>['go']>>['data']
>;
export type InvitationState = 'pending' | 'expired' | 'accepted' | 'revoked';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newLink = () => {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  return {
    token,
    tokenHash: hashOf(token),
    sentAt: now.toISOString(),
    validUntil: new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
  };
};

export const stateOf = (inv: Pick<Invitation, 'status' | 'validUntil'>, now = new Date()): InvitationState =>
  inv.status === 'pending' && inv.validUntil <= now.toISOString() ? 'expired' : inv.status;

/** A new invited agent's first invitation (the agent was just created by createMember without a password). */
export async function issueInvitation(
  agent: { clientId: string; userId: string; email: string; firstName: string },
  deliver: DeliverInvitation,
): Promise<void> {
  const link = newLink();
  await db
    .agentInvitation()
    .put({
      ...agent,
      tokenHash: link.tokenHash,
      validUntil: link.validUntil,
      sentAt: link.sentAt,
      sends: 1,
      status: 'pending',
    })
    .go();
  await deliver({ ...agent, token: link.token, validUntil: link.validUntil, sendNo: 1 });
}

/** The tenant's invitations by agent (Human Agents shows the pending ones). */
export async function invitationsOf(clientId: string): Promise<Map<string, Invitation>> {
  const { data } = await db.agentInvitation().query.byUser({ clientId }).go({ pages: 'all' });
  return new Map(data.map((i) => [i.userId, i]));
}

/** The still-invited agent `userId` of the tenant (another tenant's, or one who accepted: 404). */
async function invitedAgent(clientId: string, userId: string) {
  const { data } = await db.user().get({ clientId, id: userId }).go({ consistent: true });
  if (!data || data.role !== 'human_agent' || !data.invited) throw new NotFoundError('Invitation');
  return data;
}

/**
 * A new link for an invited agent, mailed again; the old link stops working at once. Counted per
 * invitation (RESEND_BUDGET). An invitation that expired is renewed the same way.
 */
export async function resendInvitation(clientId: string, userId: string, deliver: DeliverInvitation): Promise<void> {
  const agent = await invitedAgent(clientId, userId);
  await consumeBudget(
    `invite-resend:${clientId}:${userId}`,
    RESEND_BUDGET.limit,
    RESEND_BUDGET.windowSeconds,
    RESEND_LIMITED,
  );
  const { data: current } = await db.agentInvitation().get({ clientId, userId }).go({ consistent: true });
  const who = { clientId, userId, email: agent.email, firstName: agent.firstName };
  // the agent's first invitation was never stored (its write failed after the agent was made): make it now
  if (!current) return issueInvitation(who, deliver);
  const link = newLink();
  if (current.status !== 'pending') throw new NotFoundError('Invitation');
  const sendNo = current.sends + 1;
  try {
    await db
      .agentInvitation()
      .patch({ clientId, userId })
      .set({ tokenHash: link.tokenHash, validUntil: link.validUntil, sentAt: link.sentAt, sends: sendNo })
      // a concurrent resend or acceptance since the read wins; this one changes nothing
      .where((i, { eq }) => `${eq(i.status, 'pending')} AND ${eq(i.sends, current.sends)}`)
      .go();
  } catch (err) {
    if (isConditionalFailure(err)) throw new ConflictError('The invitation changed meanwhile. Refresh and try again.');
    throw err;
  }
  await deliver({ ...who, token: link.token, validUntil: link.validUntil, sendNo });
}

/**
 * Withdraws an invitation: its link says so from now on, and the agent who never joined is removed (their
 * sign-in, their user and the seat they held), so the address can be invited again.
 */
export async function revokeInvitation(clientId: string, userId: string): Promise<void> {
  const agent = await invitedAgent(clientId, userId);
  try {
    await db
      .agentInvitation()
      .patch({ clientId, userId })
      .set({ status: 'revoked' })
      .where((i, { eq }) => eq(i.status, 'pending'))
      .go();
  } catch (err) {
    // accepted meanwhile (that agent is no longer `invited`), or no invitation item at all: only the user goes
    if (!isConditionalFailure(err)) throw err;
    const { data } = await db.agentInvitation().get({ clientId, userId }).go({ consistent: true });
    if (data?.status === 'accepted') throw new ConflictError('The agent has already accepted the invitation.');
  }
  const removeUser = (tx: Parameters<Parameters<typeof withSeat>[3]>[0]) => [
    tx.user
      .delete({ clientId, id: userId })
      .where((u, { eq }) => `${eq(u.invited, true)} AND ${eq(u.isActive, agent.isActive)}`)
      .commit(),
  ];
  if (agent.isActive) {
    // the seat goes with the user, in one transaction; 'stale': a concurrent revoke already removed it
    await withSeat(clientId, -1, undefined, removeUser);
  } else {
    await db.user().delete({ clientId, id: userId }).go();
  }
  await deleteIdentity(agent.email);
}

/** The invitation a link names, whatever its state; undefined when no current link has this token. */
async function invitationOfToken(token: string): Promise<Invitation | undefined> {
  const tokenHash = hashOf(token);
  const { data } = await db.agentInvitation().query.byToken({ tokenHash }).go();
  const found = data[0];
  if (!found) return undefined;
  // the index is eventually consistent: the item itself decides (a resend may have replaced the hash)
  const { data: item } = await db
    .agentInvitation()
    .get({ clientId: found.clientId, userId: found.userId })
    .go({ consistent: true });
  return item?.tokenHash === tokenHash ? item : undefined;
}

const businessNameOf = async (clientId: string) => {
  const { data } = await db
    .client()
    .get({ clientId })
    .go({ attributes: ['companyName'] });
  return data?.companyName ?? 'the business that invited you';
};

export const NO_SUCH_INVITATION = 'Invitation';

/** What the link's page shows. */
export async function viewInvitation(token: string) {
  const inv = await invitationOfToken(token);
  if (!inv) throw new NotFoundError(NO_SUCH_INVITATION);
  const state = stateOf(inv);
  const businessName = await businessNameOf(inv.clientId);
  return state === 'pending'
    ? { state, businessName, firstName: inv.firstName, email: inv.email }
    : { state, businessName };
}

/**
 * Sets the agent's own password from the link, once: the invitation is claimed first (a conditional
 * write, so two tabs cannot both use it), then the password is set; a password the identity pool
 * refuses gives the claim back. The agent is no longer `invited`. Returns the address to sign in with.
 */
export async function acceptInvitation(token: string, password: string): Promise<{ email: string }> {
  const inv = await invitationOfToken(token);
  if (!inv) throw new NotFoundError(NO_SUCH_INVITATION);
  const closed = async (state: Exclude<InvitationState, 'pending'>) =>
    new ConflictError(closedInvitationText(state, await businessNameOf(inv.clientId)));
  const state = stateOf(inv);
  if (state !== 'pending') throw await closed(state);
  const key = { clientId: inv.clientId, userId: inv.userId };
  try {
    await db
      .agentInvitation()
      .patch(key)
      .set({ status: 'accepted' })
      .where(
        (i, { eq, gt }) =>
          `${eq(i.status, 'pending')} AND ${eq(i.tokenHash, inv.tokenHash)} AND ${gt(i.validUntil, new Date().toISOString())}`,
      )
      .go();
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
    const { data: now } = await db.agentInvitation().get(key).go({ consistent: true });
    if (!now || now.tokenHash !== inv.tokenHash) throw new NotFoundError(NO_SUCH_INVITATION);
    throw await closed(stateOf(now) === 'pending' ? 'expired' : (stateOf(now) as Exclude<InvitationState, 'pending'>));
  }
  try {
    await setIdentityPassword(inv.email, password);
  } catch (err) {
    await db
      .agentInvitation()
      .patch(key)
      .set({ status: 'pending' })
      .where((i, { eq }) => `${eq(i.status, 'accepted')} AND ${eq(i.tokenHash, inv.tokenHash)}`)
      .go()
      .catch(() => undefined);
    throw err;
  }
  await db.user().patch({ clientId: inv.clientId, id: inv.userId }).set({ invited: false }).go();
  return { email: inv.email };
}
