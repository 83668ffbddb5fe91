import { defineRoutes } from '../route';

/** auth: functions/http/auth/ serves these (functions/routes.ts). */
export const auth = defineRoutes('auth', {
  register: { method: 'POST', path: '/api/auth/register', auth: 'public' },
  login: { method: 'POST', path: '/api/auth/login', auth: 'public' },
  loginMfa: { method: 'POST', path: '/api/auth/login/mfa', auth: 'public' },
  refresh: { method: 'POST', path: '/api/auth/refresh', auth: 'public' },
  logout: { method: 'POST', path: '/api/auth/logout', auth: 'public' },
  me: { method: 'GET', path: '/api/auth/me', auth: 'signedIn' },
});
