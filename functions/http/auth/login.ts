import { loginResponse, loginSchema } from '../../../shared/schemas/identity';
import { limitByIp, login } from '../../core/auth';
import { clientIp } from '../../kit/client-ip';
import { sessionCookies } from '../../kit/cookies';
import { http } from '../../kit/http';
import { reply } from '../../kit/response';

/** POST /api/auth/login — sets the session cookies (DESIGN §4). */
export const handler = http({ auth: 'public', response: loginResponse, body: loginSchema }, async ({ body, event }) => {
  await limitByIp('login', clientIp(event));
  const { user, tokens } = await login(body.email, body.password);
  return reply(200, { user }, { cookies: sessionCookies(tokens.idToken, tokens.refreshToken, tokens.expiresIn) });
});
