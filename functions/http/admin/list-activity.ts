import { admin } from '@shared/api/contracts/admin';
import { listActivity } from '../../core/activity/list';
import { http } from '../../kit/http';

/** GET /api/admin/activity?level=&category=&cursor=&limit= — the activity log, newest first. */
export const handler = http(admin.listActivity, ({ query }) => listActivity(query));
