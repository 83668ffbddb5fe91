import { admin } from '@shared/api/contracts/admin';
import { getGateways } from '../../core/admin/gateways';
import { http } from '../../kit/http';

/** GET /api/admin/payment-gateways — both gateways' settings (secrets masked), last tests, the active one. */
export const handler = http(admin.getPaymentGateways, async () => getGateways());
