import {
  CONFIG_FIELDS,
  CONNECTED_FIELD,
  CUSTOMER_SECRET_FIELDS,
  type CustomerIntegrationType,
} from '@shared/customer-integration-types';
import type { CustomerIntegrationView } from '@shared/schemas/customer-integration-api';
import { decryptSecret, isEncrypted, maskSecret } from '../../adapters/secrets';
import * as db from '../../db/table-entities';
import { lastTestOf } from '../admin/test-result';

type Plain = Record<string, string>;

/**
 * A tenant's integration configs (Settings → Integrations, spec part 3 §2/§3). Secret fields are
 * envelope-encrypted with the tenant as encryption context (adapters/secrets.ts), so a value copied
 * into another tenant's item does not decrypt; every answer masks them to the last 4 characters.
 */
export const contextOf = (clientId: string) => ({ clientId });

/** The stored item of a type, or undefined before the first save. */
export async function storedIntegration(clientId: string, integrationType: CustomerIntegrationType) {
  const { data } = await db.customerIntegration().get({ clientId, integrationType }).go();
  return data ?? undefined;
}

/** The config with its secrets decrypted, for server use only (the webhook, Test Connection). */
export async function plainConfig(
  clientId: string,
  integrationType: CustomerIntegrationType,
  stored: { configuration?: unknown } | undefined,
  /** Decrypt only these secrets (the others stay ''): each decrypt is a KMS call. Default: all. */
  only?: readonly string[],
): Promise<Plain> {
  // what was stored passed the type's schema when it was saved; a field never saved reads as ''
  const saved = (stored?.configuration ?? {}) as Plain;
  const config = Object.fromEntries(CONFIG_FIELDS[integrationType].map((f) => [f, saved[f] ?? ''])) as Plain;
  for (const field of CUSTOMER_SECRET_FIELDS[integrationType]) {
    if (only && !only.includes(field)) config[field] = '';
    else if (isEncrypted(config[field])) config[field] = await decryptSecret(config[field], contextOf(clientId));
  }
  return config;
}

const isConnected = (type: CustomerIntegrationType, isEnabled: boolean, config: Plain) =>
  isEnabled && Boolean(config[CONNECTED_FIELD[type]]);

function view(
  clientId: string,
  type: CustomerIntegrationType,
  item: Awaited<ReturnType<typeof storedIntegration>>,
  plain: Plain,
): CustomerIntegrationView {
  const configuration = { ...plain };
  for (const field of CUSTOMER_SECRET_FIELDS[type]) configuration[field] = maskSecret(configuration[field] ?? '');
  const isEnabled = item?.isEnabled ?? false;
  return {
    id: item?.id ?? null,
    integrationType: type,
    isEnabled,
    connected: isConnected(type, isEnabled, plain),
    configuration,
    lastTest: lastTestOf(item),
    ...(type === 'whatsapp' ? { webhookPath: `/api/webhooks/whatsapp/${encodeURIComponent(clientId)}` } : {}),
  };
}

/** GET /api/customer/integrations/{type}: the card, secrets masked; the defaults before the first save. */
export async function readIntegration(clientId: string, type: CustomerIntegrationType) {
  const item = await storedIntegration(clientId, type);
  return view(clientId, type, item, await plainConfig(clientId, type, item));
}

/** The tenant's integration with this id (a query of its own partition: at most one item per type). */
export async function integrationById(clientId: string, id: string) {
  const { data } = await db.customerIntegration().query.byType({ clientId }).go();
  return data.find((i) => i.id === id);
}

/** Keeps a Test Connection's result on the item (patch: it exists, the caller found it). */
export async function recordTest(
  clientId: string,
  integrationType: CustomerIntegrationType,
  result: { ok: boolean; message: string; testedAt: string },
) {
  await db
    .customerIntegration()
    .patch({ clientId, integrationType })
    .set({ lastTestedAt: result.testedAt, testStatus: result.ok ? 'success' : 'failed', testMessage: result.message })
    .go();
}
