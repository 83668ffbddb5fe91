import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { loggedFailure, rootLogger } from '../base/logger';
import { runBootstrap } from './bootstrap';

/** One resource per stage: the same physical id on every update, so CloudFormation never deletes "the old one". */
export const BOOTSTRAP_RESOURCE_ID = 'parley-bootstrap';

/**
 * The stage's bootstrap custom resource (infra/stacks/bootstrap-stack.ts), called by the custom-resources
 * Provider framework on every deploy (a property changes each time). Create and Update run the
 * bootstrap; Delete does nothing (the data stays with the table). A failure fails the deploy with the
 * message, so a broken migration is seen at once, not by the first user.
 */
export async function handler(event: CloudFormationCustomResourceEvent) {
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
  const adminEmail = (event.ResourceProperties.AdminEmail as string | undefined) || undefined;
  const result = await loggedFailure('bootstrap', () => runBootstrap({ adminEmail }));
  // no temporary password here: in AWS Cognito makes and mails it, so the result has none to log
  rootLogger.info('bootstrap done', {
    migrations: result.migrations,
    plansCreated: result.plansCreated,
    admin: result.admin ? { email: result.admin.email, created: result.admin.created } : undefined,
  });
  return {
    PhysicalResourceId: BOOTSTRAP_RESOURCE_ID,
    Data: {
      PlansCreated: result.plansCreated,
      AdminCreated: result.admin?.created === true ? 'true' : 'false',
    },
  };
}
