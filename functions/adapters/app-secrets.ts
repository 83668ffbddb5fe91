import { getSecretValue } from '../adapters/secrets-manager';
import { config, SECRET_NAMES, type SecretName } from '../base/env';

/**
 * Secrets the functions themselves need (not tenants' stored secrets: those are adapters/secrets.ts).
 * In AWS a function's environment names the secret's ARN (only when its routes.ts access asks for it)
 * and `loadAppSecrets` fetches every such value ONCE per cold start; at home the local runtime puts
 * the value itself in the environment. `appSecret` is synchronous so that hot paths (token checks,
 * client IP) stay synchronous; the kit's handler factory awaits `loadAppSecrets` before auth.
 */
const loaded = new Map<SecretName, string>();
let loading: Promise<void> | undefined;

const names = Object.keys(SECRET_NAMES).filter((n): n is SecretName => SECRET_NAMES[n as SecretName] !== undefined);

export function loadAppSecrets(): Promise<void> {
  loading ??= (async () => {
    const env = config(...names.map((n) => SECRET_NAMES[n]));
    await Promise.all(
      names.map(async (name) => {
        const arn = env[SECRET_NAMES[name]];
        if (arn) loaded.set(name, await getSecretValue(arn));
      }),
    );
  })().catch((err) => {
    loading = undefined; // the next request tries again instead of failing for the instance's lifetime
    throw err;
  });
  return loading;
}

/** The secret's value, or undefined when this function is not configured for it. */
export function appSecret(name: SecretName): string | undefined {
  const fetched = loaded.get(name);
  if (fetched) return fetched;
  const c = config(SECRET_NAMES[name], name, 'AWS_LAMBDA_FUNCTION_NAME');
  if (c[SECRET_NAMES[name]]) throw new Error(`${name} is configured but not loaded: await loadAppSecrets() first`);
  // a plain value is the local runtime's; in Lambda it would be a secret left readable in the console
  if (c[name] && c.AWS_LAMBDA_FUNCTION_NAME) throw new Error(`${name} must come from Secrets Manager in AWS`);
  return c[name];
}

/** Tests switch between configurations. */
export function resetAppSecrets(): void {
  loaded.clear();
  loading = undefined;
}
