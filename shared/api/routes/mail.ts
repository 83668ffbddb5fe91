import { defineRoutes } from '../route';

/** mail: functions/http/mail/ serves these (functions/routes.ts). */
export const mail = defineRoutes('mail', {
  unsubscribeTarget: { method: 'GET', path: '/api/mail/unsubscribe/{token}', auth: 'public' },
  unsubscribeMail: { method: 'POST', path: '/api/mail/unsubscribe/{token}', auth: 'public' },
});
