import * as common from '../../schemas/common';
import * as leads from '../../schemas/leads';
import { withSchemas } from '../route';
import { jobs as routes } from '../routes/jobs';

/** jobs: each route of routes/jobs.ts with its schemas. */
export const jobs = withSchemas(routes, {
  getJob: { params: common.idParams, response: leads.jobResponse },
});
