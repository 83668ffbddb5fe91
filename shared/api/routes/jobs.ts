import { defineRoutes } from '../route';

/** jobs: functions/http/jobs/ serves these (functions/routes.ts). */
export const jobs = defineRoutes('jobs', {
  getJob: { method: 'GET', path: '/api/jobs/{id}', auth: 'owner' },
});
