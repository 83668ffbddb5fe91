import { auth } from '@shared/api/contracts/auth';
import { http } from '../../kit/http';

/** GET /api/auth/me — who is signed in. */
export const handler = http(auth.me, async ({ session }) => ({
  user: {
    id: session.userId,
    email: session.email,
    role: session.role,
    firstName: session.firstName,
    lastName: session.lastName,
    clientId: session.clientId,
  },
}));
