import { CognitoIdentityProviderClient, DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { ConfigError, config } from '../base/env';
import { sesClient } from './ses-client';
import { sqsClient } from './sqs-client';

/**
 * The AWS reads of the admin's system health ('health:inspect' in routes.ts): the depth of each
 * consumer's dead-letter queue (SQS GetQueueAttributes; the local runtime's SQS endpoint answers it at
 * home), a DescribeUserPool of the user pool (cognito-local at home) and the mail service (SES's
 * GetAccount in AWS; at home the SES stand-in's health check). All are read-only.
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

export type MailService =
  | { kind: 'stand-in'; endpoint: string }
  | {
      kind: 'ses';
      sendingEnabled: boolean;
      /** false: the account is in the SES sandbox (mail only to verified addresses). */
      productionAccess: boolean;
      max24HourSend: number;
      maxSendRate: number;
      sentLast24Hours: number;
    };

/**
 * The mail service as System Health shows it: at home, that the SES stand-in answers (SES_ENDPOINT's
 * /health-check); in AWS, SES's GetAccount: sending on or off, sandbox or production, the quota.
 */
export async function mailService(): Promise<MailService> {
  const { SES_ENDPOINT } = config('SES_ENDPOINT');
  if (SES_ENDPOINT) {
    const res = await fetch(`${SES_ENDPOINT}/health-check`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`the SES stand-in answered ${res.status}`);
    return { kind: 'stand-in', endpoint: SES_ENDPOINT };
  }
  const out = await sesClient(2).send(new GetAccountCommand({}));
  return {
    kind: 'ses',
    sendingEnabled: out.SendingEnabled ?? false,
    productionAccess: out.ProductionAccessEnabled ?? false,
    max24HourSend: out.SendQuota?.Max24HourSend ?? 0,
    maxSendRate: out.SendQuota?.MaxSendRate ?? 0,
    sentLast24Hours: out.SendQuota?.SentLast24Hours ?? 0,
  };
}
