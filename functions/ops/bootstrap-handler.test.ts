import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { BOOTSTRAP_RESOURCE_ID, handler } from './bootstrap-handler';

/**
 * The custom resource's contract with the Provider framework (infra/stacks/bootstrap-stack.ts): a thrown
 * error is what fails the deploy, with its message in CloudFormation's events; a Delete (the stack torn
 * down, or the rollback of a failed create) must succeed and touch nothing, whatever the properties say.
 */
const event = (RequestType: 'Create' | 'Update' | 'Delete', AdminEmail: string) =>
  ({
    RequestType,
    ServiceToken: 'arn:aws:lambda:us-east-1:123456789012:function:provider',
    ResponseURL: 'https://cloudformation-custom-resource-response.example/',
    StackId: 'arn:aws:cloudformation:us-east-1:123456789012:stack/Parley-acme-Bootstrap/1',
    RequestId: 'req-1',
    LogicalResourceId: 'Bootstrap',
    ResourceType: 'Custom::ParleyBootstrap',
    ResourceProperties: { ServiceToken: 'x', RunId: '2026-01-01T00:00:00.000Z', AdminEmail },
    ...(RequestType === 'Create'
      ? {}
      : { PhysicalResourceId: BOOTSTRAP_RESOURCE_ID, OldResourceProperties: { ServiceToken: 'x' } }),
  }) as CloudFormationCustomResourceEvent;

describe('bootstrap custom resource handler', () => {
  it('fails a create or an update with a message naming the bad setting', async () => {
    await expect(handler(event('Create', 'not-an-email'))).rejects.toThrow(
      'adminEmail "not-an-email" is not an email address',
    );
    await expect(handler(event('Update', 'not-an-email'))).rejects.toThrow(/adminEmail/);
  });

  it('answers a delete with its physical id and runs nothing (the same properties fail a create)', async () => {
    await expect(handler(event('Delete', 'not-an-email'))).resolves.toEqual({
      PhysicalResourceId: BOOTSTRAP_RESOURCE_ID,
    });
  });
});
