import * as leads from '../../schemas/leads';
import { withSchemas } from '../route';
import { jobs as routes } from '../routes/jobs';

/** jobs: each route of routes/jobs.ts with its schemas. */
export const jobs = withSchemas(routes, {
  getJob: { params: leads.jobParams, response: leads.jobResponse },
});
