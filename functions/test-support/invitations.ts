import { ApiClient } from './api';
import { waitForMail } from './mail-inbox';

/**
 * The token of the newest invitation mailed to `email` (read from the SES stand-in's inbox, never a mock).
 * `replacing`: wait for a newer mail than the one carrying that token (a resend).
 */
export async function invitationToken(email: string, replacing?: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = await waitForMail({ to: email, subject: /invit/i, timeoutMs: Math.max(1000, deadline - Date.now()) });
    const token = mail.text.match(/\/invite\/([A-Za-z0-9_-]{43})/)?.[1];
    if (!token) throw new Error(`no invitation link in the mail to ${email}:\n${mail.text}`);
    if (token !== replacing) return token;
    if (Date.now() > deadline) throw new Error(`no newer invitation reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * An invited agent accepts the mailed invitation with `password`; the returned client is signed in as
 * them (the accept answer sets the session cookies).
 */
export async function acceptInvitation(base: string, email: string, password: string): Promise<ApiClient> {
  const agent = new ApiClient(base);
  const token = await invitationToken(email);
  const r = await agent.post('/api/invitations/accept', { token, password, confirmPassword: password });
  if (r.status !== 200) throw new Error(`accepting the invitation of ${email} failed: ${r.status} ${r.text}`);
  return agent;
}
