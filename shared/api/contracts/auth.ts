import { noContentResponse } from '../../schemas/common';
import { loginSchema, meResponse, refreshResponse, registerResponse, signupSchema } from '../../schemas/identity';
import { loginMfaResponse, loginMfaSchema, loginOutcomeResponse } from '../../schemas/two-factor';
import { withSchemas } from '../route';
import { auth as routes } from '../routes/auth';

/** auth: each route of routes/auth.ts with its schemas. */
export const auth = withSchemas(routes, {
  register: { body: signupSchema, response: registerResponse },
  login: { body: loginSchema, response: loginOutcomeResponse },
  loginMfa: { body: loginMfaSchema, response: loginMfaResponse },
  refresh: { response: refreshResponse },
  logout: { response: noContentResponse },
  me: { response: meResponse },
});
