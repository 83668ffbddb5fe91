import { aiSettingsForm } from '../../../shared/schemas/settings';
import { readTenantAiSettings } from '../../core/intents/ai-settings';
import { http } from '../../kit/http';

/** GET /api/settings/ai — the AI Config tab, for those who train the agent (owner, trainer). */
export const handler = http({ auth: 'trainer', response: aiSettingsForm }, async ({ session }) =>
  readTenantAiSettings(session.clientId),
);
