import { defineRoutes } from '../route';

/**
 * invitations: functions/http/invitations/ serves these (functions/routes.ts). Public: the invited agent
 * has no account to sign in with yet; the random token in the body is the credential (per-IP limited).
 */
export const invitations = defineRoutes('invitations', {
  viewInvitation: { method: 'POST', path: '/api/invitations/view', auth: 'public' },
  acceptInvitation: { method: 'POST', path: '/api/invitations/accept', auth: 'public' },
});
