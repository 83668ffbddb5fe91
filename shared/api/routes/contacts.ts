import { defineRoutes } from '../route';

/** contacts: functions/http/contacts/ serves these (functions/routes.ts). */
export const contacts = defineRoutes('contacts', {
  createContact: { method: 'POST', path: '/api/contacts', auth: 'public' },
});
