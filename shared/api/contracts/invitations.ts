import * as humanAgentsSchemas from '../../schemas/human-agents';
import * as identity from '../../schemas/identity';
import { withSchemas } from '../route';
import { invitations as routes } from '../routes/invitations';

/** invitations: each route of routes/invitations.ts with its schemas. */
export const invitations = withSchemas(routes, {
  viewInvitation: {
    body: humanAgentsSchemas.invitationTokenRequest,
    response: humanAgentsSchemas.invitationViewResponse,
  },
  acceptInvitation: {
    body: humanAgentsSchemas.acceptInvitationRequest,
    response: identity.sessionUserResponse,
  },
});
