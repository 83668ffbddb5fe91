import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../base/env';

/**
 * Secrets Manager GetSecretValue behind one function, with the AWS SDK's client: the Lambda runtime
 * provides it (infra/build-functions.ts RUNTIME_PROVIDED), so it costs the bundles nothing, and it signs
 * with the function's own credentials from the default provider chain. Functions call it once per cold
 * start (adapters/app-secrets.ts). SECRETS_MANAGER_ENDPOINT points it elsewhere (a test's local server).
 * The client is imported on first use: every HTTP function imports this module through the kit, but only
 * those given a secret's ARN call it, and loading the client would cost the others' cold start 10-30 ms
 * and 1-2 MB of RSS on top of the DynamoDB client (measured here with node 20).
 */
const sdk = () => import('@aws-sdk/client-secrets-manager');
export class SecretsManagerError extends Error {}

let client: { endpoint?: string; sm: SecretsManagerClient } | undefined;

async function secretsManager(): Promise<SecretsManagerClient> {
  const c = config('AWS_REGION', 'SECRETS_MANAGER_ENDPOINT');
  if (client && client.endpoint === c.SECRETS_MANAGER_ENDPOINT) return client.sm;
  const { SecretsManagerClient } = await sdk();
  const sm = new SecretsManagerClient({
    region: c.AWS_REGION,
    endpoint: c.SECRETS_MANAGER_ENDPOINT,
    // a cold start waits for it: fail fast and let the next request try again (adapters/app-secrets.ts)
    requestHandler: { connectionTimeout: 3000, requestTimeout: 3000 },
  });
  client = { endpoint: c.SECRETS_MANAGER_ENDPOINT, sm };
  return sm;
}

/** The SecretString of a secret (by ARN or name). */
export async function getSecretValue(secretId: string): Promise<string> {
  let value: string | undefined;
  try {
    const [sm, { GetSecretValueCommand }] = await Promise.all([secretsManager(), sdk()]);
    ({ SecretString: value } = await sm.send(new GetSecretValueCommand({ SecretId: secretId })));
  } catch (err) {
    // the error type only (e.g. AccessDeniedException): the message may name the role and the secret
    throw new SecretsManagerError(`GetSecretValue failed: ${(err as Error).name}`);
  }
  if (!value) throw new SecretsManagerError('GetSecretValue returned no SecretString');
  return value;
}
