import { admin } from '@shared/api/contracts/admin';
import { systemHealth } from '../../core/admin/health';
import { http } from '../../kit/http';

/** GET /api/admin/system — the table, the queues' dead-letter depth and the identity service, each timed. */
export const handler = http(admin.getSystemHealth, () => systemHealth());
