import { defineRoutes } from '../route';

/** auth: functions/http/auth/ serves these (functions/routes.ts). */
export const auth = defineRoutes('auth', {
  register: { method: 'POST', path: '/api/auth/register', auth: 'public' },
  login: { method: 'POST', path: '/api/auth/login', auth: 'public' },
  loginMfa: { method: 'POST', path: '/api/auth/login/mfa', auth: 'public' },
  refresh: { method: 'POST', path: '/api/auth/refresh', auth: 'public' },
  logout: { method: 'POST', path: '/api/auth/logout', auth: 'public' },
  me: { method: 'GET', path: '/api/auth/me', auth: 'signedIn' },
  // issue 31: the email's verification and change (under /api/auth: they need the refresh cookie, which
  // mints the access token of the user's own Cognito calls) and "Forgot password?"
  emailStatus: { method: 'GET', path: '/api/auth/email', auth: 'signedIn' },
  sendEmailCode: { method: 'POST', path: '/api/auth/email/code', auth: 'signedIn' },
  verifyEmail: { method: 'POST', path: '/api/auth/email/verify', auth: 'signedIn' },
  changeEmail: { method: 'PUT', path: '/api/auth/email', auth: 'signedIn' },
  forgotPassword: { method: 'POST', path: '/api/auth/password/forgot', auth: 'public' },
  resetPassword: { method: 'POST', path: '/api/auth/password/reset', auth: 'public' },
});
