import { INVITATION_STATUSES } from '@shared/enums';
import { counter, oneOf, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, secondaryKey, tenantKey } from './common';

/**
 * An invited human agent's invitation (issue 31, core/tenants/invitations.ts): one per agent, its current
 * link. The link's token is never stored, only its SHA-256, found through byToken when the link is opened;
 * a resend replaces the hash, so the old link finds nothing. Kept after it is accepted or revoked (in the
 * tenant's partition, so Delete Account erases it) so an old link can say why it no longer works.
 */
export const AgentInvitation = /* @__PURE__ */ defineEntity('agentInvitation', () => ({
  attributes: {
    ...tenantAttributes,
    /** The invited agent (a user of role human_agent, `invited` until accepted). */
    userId: required.string,
    email: required.string,
    firstName: required.string,
    /** Hex SHA-256 of the link's token. */
    tokenHash: required.string,
    status: oneOf(INVITATION_STATUSES),
    /** ISO time the current link stops working (7 days after it was sent). */
    validUntil: required.string,
    /** How many times it was mailed: the mail's once-only key names the send. */
    sends: counter(1),
    sentAt: required.string,
    ...timestampAttributes,
  },
  indexes: {
    byUser: tenantKey(['userId']),
    byToken: secondaryKey(1, ['tokenHash'], []),
  },
}));
