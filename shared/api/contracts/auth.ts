import * as accountEmail from '../../schemas/account-email';
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
  emailStatus: { response: accountEmail.emailStatusResponse },
  sendEmailCode: { response: accountEmail.emailStatusResponse },
  verifyEmail: { body: accountEmail.verifyEmailSchema, response: accountEmail.emailStatusResponse },
  changeEmail: { body: accountEmail.changeEmailSchema, response: accountEmail.emailStatusResponse },
  forgotPassword: { body: accountEmail.forgotPasswordSchema, response: accountEmail.accountMessageResponse },
  resetPassword: { body: accountEmail.resetPasswordSchema, response: accountEmail.accountMessageResponse },
});
