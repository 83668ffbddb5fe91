import { settings } from '@shared/api/contracts/settings';
import { readTenantAiSettings } from '../../core/intents/ai-settings';
import { http } from '../../kit/http';

/** GET /api/settings/ai — the AI Config tab, for those who train the agent (owner, trainer). */
export const handler = http(settings.getAiSettings, async ({ session }) => readTenantAiSettings(session.clientId));
