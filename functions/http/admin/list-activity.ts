import { activityListResponse, activityQuery } from '../../../shared/schemas/activity';
import { listActivity } from '../../core/activity/list';
import { http } from '../../kit/http';

/** GET /api/admin/activity?level=&category=&cursor=&limit= — the activity log, newest first. */
export const handler = http({ auth: 'admin', response: activityListResponse, query: activityQuery }, ({ query }) =>
  listActivity(query),
);
