import { aiSettingsForm } from '../../../shared/schemas/settings';
import { writeTenantAiSettings } from '../../core/intents/ai-settings';
import { http } from '../../kit/http';

/** PUT /api/settings/ai — the whole AI Config form (owner, trainer); the tenant's one copy, which the agent follows. */
export const handler = http(
  { auth: 'trainer', body: aiSettingsForm, response: aiSettingsForm },
  async ({ session, body }) => writeTenantAiSettings(session.clientId, body),
);
