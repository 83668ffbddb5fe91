import { settings } from '@shared/api/contracts/settings';
import { writeTenantAiSettings } from '../../core/intents/ai-settings';
import { http } from '../../kit/http';

/** PUT /api/settings/ai — the whole AI Config form (owner, trainer); the tenant's one copy, which the agent follows. */
export const handler = http(settings.updateAiSettings, async ({ session, body }) =>
  writeTenantAiSettings(session.clientId, body),
);
