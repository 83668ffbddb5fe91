import { customer } from '@shared/api/contracts/customer';
import { connectionTestReply } from '../../core/admin/connection-probe';
import { testIntegration } from '../../core/integrations/test-integration';
import { http } from '../../kit/http';

/**
 * POST /api/customer/integrations/{id}/test — calls the provider with the stored config: 200
 * `{success: true, message}`, or 400 (refused or incomplete), 502 (provider fault), 504 (no answer)
 * with `{success: false, message}` and the usual error object.
 */
export const handler = http(customer.testIntegration, async ({ session, params }) =>
  connectionTestReply(await testIntegration(session.clientId, params.id)),
);
