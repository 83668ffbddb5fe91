import {
  CONNECTED_FIELD,
  CUSTOMER_SECRET_FIELDS,
  type CustomerIntegrationType,
  type CustomerIntegrationView,
  customerConfigSchemas,
  type SaveCustomerIntegration,
} from '../../../shared/schemas/integrations';
import { decryptSecret, encryptSecret, isEncrypted, maskSecret } from '../../adapters/secrets';
import { newId } from '../../db/ids';
import { keepStoredSecrets } from '../admin/kept-secrets';
import { lastTestOf } from '../admin/test-result';
import { integrationsDb } from './store';

type Plain = Record<string, string>;

/**
 * A tenant's integration configs (Settings → Integrations, spec part 3 §2/§3). Secret fields are
 * envelope-encrypted with the tenant as encryption context (adapters/secrets.ts), so a value copied
 * into another tenant's item does not decrypt; every answer masks them to the last 4 characters.
 */
const contextOf = (clientId: string) => ({ clientId });

/** The stored item of a type, or undefined before the first save. */
export async function storedIntegration(clientId: string, integrationType: CustomerIntegrationType) {
  const { data } = await integrationsDb().entities.customerIntegration.get({ clientId, integrationType }).go();
  return data ?? undefined;
}

/** The config with its secrets decrypted, for server use only (the webhook, Test Connection). */
export async function plainConfig(
  clientId: string,
  integrationType: CustomerIntegrationType,
  stored: { configuration?: unknown } | undefined,
): Promise<Plain> {
  const config = customerConfigSchemas[integrationType].parse(stored?.configuration ?? {}) as Plain;
  for (const field of CUSTOMER_SECRET_FIELDS[integrationType])
    if (isEncrypted(config[field])) config[field] = await decryptSecret(config[field], contextOf(clientId));
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

/**
 * POST /api/customer/integrations: saves one card. A secret sent back exactly as it was shown (the
 * mask) keeps the stored secret; '' clears it; any other masked-looking value is refused by the
 * shared keepStoredSecrets (400 naming `configuration.<field>`). A change clears the last test result,
 * which described the old config.
 */
export async function saveIntegration(clientId: string, input: SaveCustomerIntegration & { isEnabled: boolean }) {
  const type = input.integrationType;
  const item = await storedIntegration(clientId, type);
  const stored = await plainConfig(clientId, type, item);
  const { config } = keepStoredSecrets(
    CUSTOMER_SECRET_FIELDS[type],
    input.configuration as Plain,
    stored,
    'configuration.',
  );
  const changed =
    !item ||
    item.isEnabled !== input.isEnabled ||
    Object.keys({ ...stored, ...config }).some((k) => (stored[k] ?? '') !== (config[k] ?? ''));
  if (changed) {
    const encrypted: Plain = { ...(config as Plain) };
    for (const field of CUSTOMER_SECRET_FIELDS[type])
      if (encrypted[field]) encrypted[field] = await encryptSecret(encrypted[field], contextOf(clientId));
    const configChanged =
      item && Object.keys({ ...stored, ...config }).some((k) => (stored[k] ?? '') !== (config[k] ?? ''));
    await integrationsDb()
      .entities.customerIntegration.put({
        clientId,
        integrationType: type,
        id: item?.id ?? newId(),
        isEnabled: input.isEnabled,
        configuration: encrypted,
        ...(item && !configChanged
          ? { lastTestedAt: item.lastTestedAt, testStatus: item.testStatus, testMessage: item.testMessage }
          : {}),
        createdAt: item?.createdAt,
      } as never)
      .go();
  }
  return readIntegration(clientId, type);
}

/** The tenant's integration with this id (a query of its own partition: at most one item per type). */
export async function integrationById(clientId: string, id: string) {
  const { data } = await integrationsDb().entities.customerIntegration.query.byType({ clientId }).go();
  return data.find((i) => i.id === id);
}

/** Keeps a Test Connection's result on the item (patch: it exists, the caller found it). */
export async function recordTest(
  clientId: string,
  integrationType: CustomerIntegrationType,
  result: { ok: boolean; message: string; testedAt: string },
) {
  await integrationsDb()
    .entities.customerIntegration.patch({ clientId, integrationType })
    .set({ lastTestedAt: result.testedAt, testStatus: result.ok ? 'success' : 'failed', testMessage: result.message })
    .go();
}
