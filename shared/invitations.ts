/**
 * An agent invitation's link (issue 31): how long it works, and why a link no longer works in words the
 * agent can act on. The server refuses a closed link with this text and the invitation page shows it.
 */
export const INVITATION_DAYS = 7;

export function closedInvitationText(state: 'expired' | 'accepted' | 'revoked', businessName: string): string {
  if (state === 'accepted') return 'This invitation has already been used. Sign in with the password you chose.';
  if (state === 'revoked') return `This invitation was withdrawn — ask ${businessName} to send a new one.`;
  return `This invitation has expired — ask ${businessName} to send a new one.`;
}
