import { CognitoIdentityProviderClient, DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { ConfigError, config } from '../base/env';
import { sqsClient } from './sqs-client';

/**
 * The two AWS reads of the admin's system health ('health:inspect' in routes.ts): the depth of each
 * consumer's dead-letter queue (SQS GetQueueAttributes; the local runtime's SQS endpoint answers it at
 * home) and a DescribeUserPool of the user pool (cognito-local at home). Both are read-only.
 */
const sqs = () => sqsClient(2);

let cognitoClient: CognitoIdentityProviderClient | undefined;
function cognito(): CognitoIdentityProviderClient {
  if (!cognitoClient) {
    const { COGNITO_ENDPOINT: endpoint, AWS_REGION } = config('COGNITO_ENDPOINT', 'AWS_REGION');
    cognitoClient = new CognitoIdentityProviderClient({
      region: AWS_REGION,
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      maxAttempts: 2,
    });
  }
  return cognitoClient;
}

const urlMap = z.record(z.string(), z.string().url());

/** Consumer name → the number of messages waiting in its dead-letter queue. */
export async function deadLetterDepths(): Promise<Record<string, number>> {
  let urls: z.infer<typeof urlMap>;
  try {
    urls = urlMap.parse(JSON.parse(config('DEAD_LETTER_QUEUE_URLS').DEAD_LETTER_QUEUE_URLS ?? ''));
  } catch {
    throw new ConfigError('Invalid or missing configuration: DEAD_LETTER_QUEUE_URLS');
  }
  const entries = await Promise.all(
    Object.entries(urls).map(async ([name, url]) => {
      const { Attributes } = await sqs().send(
        new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages'] }),
      );
      return [name, Number(Attributes?.ApproximateNumberOfMessages ?? 0)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Resolves when the user pool answers a DescribeUserPool. */
export async function describeUserPool(): Promise<void> {
  const { USER_POOL_ID } = config('USER_POOL_ID');
  await cognito().send(new DescribeUserPoolCommand({ UserPoolId: USER_POOL_ID }));
}
