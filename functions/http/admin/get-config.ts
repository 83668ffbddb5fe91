import { adminConfigsResponse } from '../../../shared/schemas/admin-config';
import { listConfigs } from '../../core/admin/config';
import { http } from '../../kit/http';

/** GET /api/admin/config — the seven provider configs, secrets masked, each with its last test. */
export const handler = http({ auth: 'admin', response: adminConfigsResponse }, async () => ({
  configs: await listConfigs(),
}));
