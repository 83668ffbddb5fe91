import { isMaskedSecret, maskSecret } from '../../adapters/secrets';
import { ValidationError } from '../../base/errors';

type Plain = Record<string, unknown>;

/**
 * Secret fields of a submitted form resolved against the stored ones: a missing field, or exactly the
 * mask the screen was shown, keeps the stored secret (named in `kept`); '' clears it; any other value
 * that starts with the mask's dots is refused (400 naming `<prefix><field>`), it is no key.
 */
export function keepStoredSecrets(fields: readonly string[], submitted: Plain, stored: Plain, prefix: string) {
  const config = { ...submitted };
  const kept: string[] = [];
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = submitted[field];
    const old = typeof stored[field] === 'string' ? (stored[field] as string) : '';
    if (value === undefined || (old && value === maskSecret(old))) {
      config[field] = old;
      if (old) kept.push(field);
    } else if (isMaskedSecret(value))
      errors[`${prefix}${field}`] = 'This masked value is not the stored secret: enter the secret again';
  }
  if (Object.keys(errors).length) throw new ValidationError(`Invalid: ${Object.keys(errors).join(', ')}`, errors);
  return { config, kept };
}
