import { PAYMENT_GATEWAYS } from '@shared/enums';
import { GATEWAY_SECRET_FIELDS } from '@shared/gateway-secret-fields';
import { decryptSecret, isEncrypted } from '../../adapters/secrets';
import * as db from '../../db/table-entities';

type Gateway = (typeof PAYMENT_GATEWAYS)[number];

/** The PlatformConfig item that holds both gateways' settings (core/admin/gateways.ts writes it). */
export const GATEWAY_SETTINGS_TYPE = 'payment-gateways';

/**
 * The stored payment-gateway settings with their secrets decrypted, as stored (no schema applied): the
 * admin's Payment Gateways screen (core/admin/gateways.ts) parses them, billing (core/billing/keys.ts)
 * reads the keys. `revision` is the item's updatedAt, for a conditional write back.
 */
export async function readGatewaySettings(): Promise<{
  active: Gateway | null;
  revision?: string;
  settings: Record<Gateway, Record<string, unknown>>;
}> {
  const { data } = await db.platformConfig().get({ type: GATEWAY_SETTINGS_TYPE }).go();
  const stored = (data?.config ?? {}) as Partial<Record<Gateway, { settings?: Record<string, unknown> }>>;
  const settings = {} as Record<Gateway, Record<string, unknown>>;
  for (const g of PAYMENT_GATEWAYS) {
    const s: Record<string, unknown> = { ...stored[g]?.settings };
    for (const f of GATEWAY_SECRET_FIELDS[g]) if (isEncrypted(s[f])) s[f] = await decryptSecret(s[f]);
    settings[g] = s;
  }
  return { active: data?.activeGateway ?? null, revision: data?.updatedAt, settings };
}
