/**
 * Stand-in for `@aws-sdk/credential-provider-node` in Lambda bundles (infra/build-functions.ts).
 * Lambda hands every function its role's credentials in environment variables, so the default chain's
 * SSO, ini-file, process, web-identity and instance-metadata providers — and the STS, SSO and sign-in
 * clients they bundle, about 100 KB minified per function — are dead code there. The local runtime and
 * the tests import the SDK unbundled and keep the full chain.
 */
interface EnvCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

export const defaultProvider = () => async (): Promise<EnvCredentials> => {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey)
    throw Object.assign(new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)'), {
      name: 'CredentialsProviderError',
    });
  const expiration = process.env.AWS_CREDENTIAL_EXPIRATION;
  return {
    accessKeyId,
    secretAccessKey,
    ...(process.env.AWS_SESSION_TOKEN ? { sessionToken: process.env.AWS_SESSION_TOKEN } : {}),
    ...(expiration ? { expiration: new Date(expiration) } : {}),
  };
};

export const credentialsWillNeedRefresh = (c?: EnvCredentials) => c?.expiration !== undefined;
export const credentialsTreatedAsExpired = (c?: EnvCredentials) =>
  c?.expiration !== undefined && c.expiration.getTime() - Date.now() < 300_000;
