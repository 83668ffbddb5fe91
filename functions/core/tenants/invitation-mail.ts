import { queueMail } from '../mail/outbox';
import type { InvitationMail } from './invitations';

/**
 * An invitation's mail (template core/mail/templates/agent-invitation.ts), queued: the request never waits
 * for the mail service. Once per send: a retried request or a redelivered message mails that link once.
 */
export const mailInvitation = (m: InvitationMail): Promise<void> =>
  queueMail({
    template: 'agent-invitation',
    to: m.email,
    clientId: m.clientId,
    data: { firstName: m.firstName, token: m.token, expiresAt: m.validUntil },
    key: `invite:${m.userId}:${m.sendNo}`,
  });
