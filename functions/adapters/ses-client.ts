import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../base/env';

const clients = new Map<string, SESv2Client>();

/**
 * The SES v2 client of this instance: Amazon SES in AWS, the local stand-in at home (aws-ses-v2-local at
 * SES_ENDPOINT, started by infra/local/ses-local.ts), made once per endpoint and retry count. The mail
 * adapter sends with it (adapters/mail.ts), System Health reads the account with it (adapters/health.ts).
 */
export function sesClient(maxAttempts: number): SESv2Client {
  const { SES_ENDPOINT: endpoint, AWS_REGION } = config('SES_ENDPOINT', 'AWS_REGION');
  const key = `${endpoint ?? ''} ${maxAttempts}`;
  let client = clients.get(key);
  if (!client) {
    client = new SESv2Client({
      region: AWS_REGION,
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      maxAttempts,
    });
    clients.set(key, client);
  }
  return client;
}
