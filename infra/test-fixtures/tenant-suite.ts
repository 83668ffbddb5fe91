import { seedPlans } from '../../functions/ops/seed';
import { signUpTenant, type TestTenant } from '../../functions/test-support/tenants';
import { startTestGateway, type TestGateway } from '../local/test-gateway';

/**
 * The usual integration-test set-up, registered as beforeAll/afterAll: the local gateway (with DynamoDB
 * Local and cognito-local), the plans, and one tenant signed up through the real API. `ready` receives
 * them once they exist (assign them to the file's own variables there), then runs any extra set-up.
 */
export function tenantSuite(ready: (gw: TestGateway, tenant: TestTenant) => void | Promise<void>): void {
  let gw: TestGateway | undefined;
  beforeAll(async () => {
    gw = await startTestGateway();
    await seedPlans();
    await ready(gw, await signUpTenant(gw.url));
  });
  afterAll(() => gw?.stop());
}
