import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../base/env';

const clients = new Map<string, SQSClient>();

/**
 * The SQS client of this instance: real SQS in AWS, the local runtime's endpoint at home (SQS_ENDPOINT,
 * infra/local/sqs-endpoint.ts), made once per endpoint and retry count; a test that starts a second
 * local endpoint gets a client for it. The queue sends with more retries than the health check reads.
 */
export function sqsClient(maxAttempts: number): SQSClient {
  const { SQS_ENDPOINT: endpoint, AWS_REGION } = config('SQS_ENDPOINT', 'AWS_REGION');
  const key = `${endpoint ?? ''} ${maxAttempts}`;
  let client = clients.get(key);
  if (!client) {
    client = new SQSClient({
      region: AWS_REGION,
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      maxAttempts,
    });
    clients.set(key, client);
  }
  return client;
}
