import type { PlatformConfigType } from '@shared/enums';
import { platformConfigSchemas, SECRET_FIELDS } from '@shared/schemas/integrations';
import type { z } from 'zod';
import { encryptSecret, isMaskedSecret, maskSecret } from '../../adapters/secrets';
import * as db from '../../db/table-entities';
import { forgetOpenAiConfig } from './openai-config';
import { readStoredConfig } from './stored-config';

type ConfigOf<T extends PlatformConfigType> = z.output<(typeof platformConfigSchemas)[T]>;

/**
 * Platform integration configs (admin, spec part 3 §3). Secret fields are encrypted before they are
 * stored; `readPlatformConfig` decrypts for server use, `maskedPlatformConfig` is what a screen sees.
 */
export async function readPlatformConfig<T extends PlatformConfigType>(type: T): Promise<ConfigOf<T>> {
  return (await readStoredConfig(type, platformConfigSchemas[type], SECRET_FIELDS[type] ?? [])) as ConfigOf<T>;
}

export async function savePlatformConfig<T extends PlatformConfigType>(type: T, input: unknown): Promise<void> {
  const parsed = platformConfigSchemas[type].parse(input) as Record<string, unknown>;
  const current = await readPlatformConfig(type);
  for (const field of SECRET_FIELDS[type] ?? []) {
    const value = parsed[field];
    // a masked value sent back unchanged from the screen keeps the stored secret
    if (isMaskedSecret(value)) parsed[field] = (current as Record<string, unknown>)[field];
    if (typeof parsed[field] === 'string' && parsed[field])
      parsed[field] = await encryptSecret(parsed[field] as string);
  }
  await db.platformConfig().put({ type, config: parsed }).go();
  if (type === 'openai') forgetOpenAiConfig();
}

export async function maskedPlatformConfig<T extends PlatformConfigType>(type: T): Promise<ConfigOf<T>> {
  const config = (await readPlatformConfig(type)) as Record<string, unknown>;
  for (const field of SECRET_FIELDS[type] ?? []) {
    if (typeof config[field] === 'string') config[field] = maskSecret(config[field] as string);
  }
  return config as ConfigOf<T>;
}
