import * as common from '../../schemas/common';
import * as identity from '../../schemas/identity';
import * as twoFactor from '../../schemas/two-factor';
import { withSchemas } from '../route';
import { auth as routes } from '../routes/auth';

/** auth: each route of routes/auth.ts with its schemas. */
export const auth = withSchemas(routes, {
  register: { body: identity.signupSchema, response: identity.registerResponse },
  login: { body: identity.loginSchema, response: twoFactor.loginOutcomeResponse },
  loginMfa: { body: twoFactor.loginMfaSchema, response: twoFactor.loginMfaResponse },
  refresh: { response: identity.refreshResponse },
  logout: { response: common.noContentResponse },
  me: { response: identity.meResponse },
});
