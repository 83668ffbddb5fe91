import { defineRoutes } from '../route';

/** newsletter: functions/http/newsletter/ serves these (functions/routes.ts). */
export const newsletter = defineRoutes('newsletter', {
  subscribeNewsletter: { method: 'POST', path: '/api/newsletter', auth: 'public' },
});
