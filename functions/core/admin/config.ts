import { PLATFORM_CONFIG_TYPES, type PlatformConfigType } from '@shared/enums';
import { fieldErrors } from '@shared/field-errors';
import type { AdminConfigs } from '@shared/schemas/admin-config';
import { platformConfigSchemas, SECRET_FIELDS } from '@shared/schemas/integrations';
import type * as z from 'zod';
import { parseServiceAccount } from '../../adapters/google-auth';
import { ValidationError } from '../../base/errors';
import * as db from '../../db/table-entities';
import { maskedPlatformConfig, readPlatformConfig, savePlatformConfig } from '../platform/platform-config';
import type { ProbeOutcome } from './connection-probe';
import { keepStoredSecrets } from './kept-secrets';
import { probeProvider } from './provider-tests';
import { lastTestOf } from './test-result';

type Plain = Record<string, unknown>;

// moved to small modules of their own (the customer integrations use them without this module's providers)
export { keepStoredSecrets, lastTestOf };

/** GET /api/admin/config: each type's config merged over the defaults, secrets masked, with its last test. */
export async function listConfigs(): Promise<AdminConfigs> {
  const [items, ...masked] = await Promise.all([
    db.platformConfig().query.byType({}).go({ pages: 'all' }),
    ...PLATFORM_CONFIG_TYPES.map((type) => maskedPlatformConfig(type)),
  ]);
  const byType = new Map(items.data.map((i) => [i.type, i]));
  return Object.fromEntries(
    PLATFORM_CONFIG_TYPES.map((type, i) => [type, { ...masked[i], lastTest: lastTestOf(byType.get(type)) }]),
  ) as unknown as AdminConfigs;
}

/** A submitted `config` object parsed with its schema; a 400 names each field as `config.<field>`. */
export function parseConfigInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([k, v]) => [`config.${k}`, v]));
  throw new ValidationError(`Invalid config: ${Object.keys(fields).join(', ')}`, fields);
}

/**
 * Fields that choose where a type's secret is sent. A stored secret goes only to the endpoint it was
 * saved with: changing one while keeping the stored secret (masked or left out) is refused, or anyone
 * who could reach this form could have the key sent to a host of their choosing.
 */
const ENDPOINT_FIELDS: Partial<Record<PlatformConfigType, readonly string[]>> = {
  openai: ['baseURL'],
  dialogflow: ['apiEndpoint'],
};
const SECRET_LABELS: Record<string, string> = { apiKey: 'API key', credentialsJson: 'service account key' };

/**
 * The submitted form as the config to use: the type's schema (a 400 naming `config.<field>`), kept
 * secrets resolved (keepStoredSecrets), the endpoint rule, and the JSON text fields checked for what
 * they must hold.
 */
function resolveSubmitted<T extends PlatformConfigType>(type: T, input: unknown, stored: Plain) {
  const parsed = { ...(parseConfigInput(platformConfigSchemas[type], input) as Plain) };
  const raw = (input ?? {}) as Plain;
  // the schema defaults a missing secret to '': left out means "keep", as the mask does
  for (const field of SECRET_FIELDS[type] ?? []) if (raw[field] === undefined) parsed[field] = undefined;
  const { config, kept } = keepStoredSecrets(SECRET_FIELDS[type] ?? [], parsed, stored, 'config.');
  const fields: Record<string, string> = {};
  if (kept.length)
    for (const field of ENDPOINT_FIELDS[type] ?? [])
      if ((config[field] ?? '') !== (stored[field] ?? ''))
        fields[`config.${field}`] =
          `Re-enter the ${kept.map((k) => SECRET_LABELS[k] ?? k).join(', ')} to change the endpoint`;
  if (
    typeof config.credentialsJson === 'string' &&
    config.credentialsJson &&
    !parseServiceAccount(config.credentialsJson)
  )
    fields['config.credentialsJson'] = 'Paste the service account key: JSON with client_email and private_key';
  if (typeof config.safetySettings === 'string' && config.safetySettings && !isJson(config.safetySettings))
    fields['config.safetySettings'] = 'Safety settings must be JSON';
  if (Object.keys(fields).length)
    throw new ValidationError(`Invalid config: ${Object.keys(fields).join(', ')}`, fields);
  return config as z.output<(typeof platformConfigSchemas)[T]>;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Names of the fields whose value differs (a secret by name only: the caller never logs values). */
const changedFields = (before: Plain, after: Plain) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );

/**
 * Saves a type's config (secrets envelope-encrypted by savePlatformConfig). Nothing is written when
 * nothing changed, so the last test still describes the stored config; a change clears it.
 */
export async function saveConfig(type: PlatformConfigType, input: unknown) {
  const stored = (await readPlatformConfig(type)) as Plain;
  const config = resolveSubmitted(type, input, stored);
  const changed = changedFields(stored, config as Plain);
  if (changed.length) await savePlatformConfig(type, config);
  return { config: await maskedPlatformConfig(type), changed };
}

/** Tests the submitted form (masked secrets = the stored ones) and keeps the result on the type's item. */
export async function testConfig(
  type: PlatformConfigType,
  input: unknown,
  now = new Date(),
): Promise<ProbeOutcome & { testedAt: string }> {
  const stored = (await readPlatformConfig(type)) as Plain;
  const outcome = await probeProvider(type, resolveSubmitted(type, input, stored));
  const testedAt = now.toISOString();
  // update, not patch: a type tested before it was ever saved gets its item (config defaults on read)
  await db
    .platformConfig()
    .update({ type })
    .set({ lastTestedAt: testedAt, testStatus: outcome.ok ? 'success' : 'failed', testMessage: outcome.message })
    .go();
  return { ...outcome, testedAt };
}
