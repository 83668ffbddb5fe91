import { jobParams, jobResponse } from '../../../shared/schemas/leads';
import { getJob } from '../../core/leads/jobs';
import { http } from '../../kit/http';

/** GET /api/jobs/{id} — the progress of one of the tenant's own jobs (404 for any other). */
export const handler = http(
  { auth: 'owner', params: jobParams, response: jobResponse },
  async ({ session, params }) => ({ job: await getJob(session.clientId, params.id) }),
);
