import type { PlatformConfigType } from '@shared/enums';
import type { z } from 'zod';
import { decryptSecret, isEncrypted } from '../../adapters/secrets';
import * as db from '../../db/table-entities';

/**
 * One platform config as stored, its secret fields decrypted and the whole parsed with `schema` (the
 * defaults filled in). Takes the schema so a function that reads one provider's config bundles that
 * schema alone (openai-config.ts); platform-config.ts reads any type with the full table.
 */
export async function readStoredConfig<S extends z.ZodType>(
  type: PlatformConfigType,
  schema: S,
  secretFields: readonly string[],
): Promise<z.output<S>> {
  const { data } = await db.platformConfig().get({ type }).go();
  const plain: Record<string, unknown> = { ...((data?.config ?? {}) as Record<string, unknown>) };
  for (const field of secretFields) {
    if (isEncrypted(plain[field])) plain[field] = await decryptSecret(plain[field] as string);
  }
  return schema.parse(plain);
}
