import { createHash, createHmac } from 'node:crypto';
import { config } from '../base/env';

/**
 * Secrets Manager GetSecretValue behind one function. @aws-sdk/client-secrets-manager is not a
 * dependency of this project (and cannot be installed here), so the one call it would make is made
 * directly: a JSON POST signed with Signature Version 4 using the function's own credentials, which
 * the Lambda runtime puts in the environment. Functions call it once per cold start (adapters/app-secrets.ts).
 */
export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface SignInput {
  method: string;
  host: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  region: string;
  service: string;
  credentials: Credentials;
  now: Date;
}

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** AWS Signature Version 4 (no query string): returns the headers to send, Authorization included. */
export function signV4(input: SignInput): Record<string, string> {
  const amzDate = input.now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const date = amzDate.slice(0, 8);
  const headers: Record<string, string> = { ...input.headers, host: input.host, 'x-amz-date': amzDate };
  if (input.credentials.sessionToken) headers['x-amz-security-token'] = input.credentials.sessionToken;
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((n) => `${n}:${lower[n].trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [input.method, input.path, '', canonicalHeaders, signedHeaders, sha256Hex(input.body)].join(
    '\n',
  );
  const scope = `${date}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${input.credentials.secretAccessKey}`, date);
  for (const part of [input.region, input.service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

export class SecretsManagerError extends Error {}

/** The SecretString of a secret (by ARN or name). */
export async function getSecretValue(secretId: string): Promise<string> {
  const c = config(
    'AWS_REGION',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    'AWS_SESSION_TOKEN',
    'SECRETS_MANAGER_ENDPOINT',
  );
  if (!c.AWS_ACCESS_KEY_ID || !c.AWS_SECRET_ACCESS_KEY)
    throw new SecretsManagerError('No AWS credentials in the environment to read a secret with');
  const url = new URL(c.SECRETS_MANAGER_ENDPOINT ?? `https://secretsmanager.${c.AWS_REGION}.amazonaws.com/`);
  const body = JSON.stringify({ SecretId: secretId });
  const headers = signV4({
    method: 'POST',
    host: url.host,
    path: '/',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'secretsmanager.GetSecretValue' },
    body,
    region: c.AWS_REGION,
    service: 'secretsmanager',
    credentials: {
      accessKeyId: c.AWS_ACCESS_KEY_ID,
      secretAccessKey: c.AWS_SECRET_ACCESS_KEY,
      sessionToken: c.AWS_SESSION_TOKEN,
    },
    now: new Date(),
  });
  delete headers.host; // fetch sets Host itself
  const res = await fetch(new URL('/', url), { method: 'POST', headers, body, signal: AbortSignal.timeout(3000) });
  const text = await res.text();
  if (!res.ok) {
    // the error type only (e.g. AccessDeniedException): the message may name the role and the secret
    const type = (safeJson(text) as { __type?: string } | undefined)?.__type ?? `HTTP ${res.status}`;
    throw new SecretsManagerError(`GetSecretValue failed: ${type}`);
  }
  const value = (safeJson(text) as { SecretString?: string } | undefined)?.SecretString;
  if (!value) throw new SecretsManagerError('GetSecretValue returned no SecretString');
  return value;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
