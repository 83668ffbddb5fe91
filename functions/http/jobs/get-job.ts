import { jobs } from '@shared/api/contracts/jobs';
import { getJob } from '../../core/leads/jobs';
import { http } from '../../kit/http';

/** GET /api/jobs/{id} — the progress of one of the tenant's own jobs (404 for any other). */
export const handler = http(jobs.getJob, async ({ session, params }) => ({
  job: await getJob(session.clientId, params.id),
}));
