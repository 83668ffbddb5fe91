import { auth } from '@shared/api/contracts/auth';
import { emailStatus } from '../../core/identity/email-verification';
import { http } from '../../kit/http';

/** GET /api/auth/email — the signed-in user's address and whether it is verified (the web app's banner). */
export const handler = http(auth.emailStatus, async ({ session }) => emailStatus(session));
