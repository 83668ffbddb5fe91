import { admin } from '@shared/api/contracts/admin';
import { listConfigs } from '../../core/admin/config';
import { http } from '../../kit/http';

/** GET /api/admin/config — the seven provider configs, secrets masked, each with its last test. */
export const handler = http(admin.getConfig, async () => ({
  configs: await listConfigs(),
}));
