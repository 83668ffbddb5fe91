import type { SaveCustomerIntegration } from '@shared/schemas/customer-integration-api';
import { CUSTOMER_SECRET_FIELDS, customerConfigSchemas } from '@shared/schemas/customer-integrations';
import { encryptSecret } from '../../adapters/secrets';
import { newId } from '../../db/ids';
import * as db from '../../db/table-entities';
import { keepStoredSecrets } from '../admin/kept-secrets';
import { contextOf, plainConfig, readIntegration, storedIntegration } from './customer-config';

type Plain = Record<string, string>;

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
    customerConfigSchemas[type].parse(input.configuration) as Plain,
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
    await db
      .customerIntegration()
      .put({
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
