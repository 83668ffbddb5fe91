import { aiSettingsForm } from '../../../shared/schemas/settings';
import { putAiSettings } from '../../core/settings';
import { http } from '../../kit/http';

/** PUT /api/settings/ai — the whole AI Config form (owner, trainer). */
export const handler = http(
  { auth: 'trainer', body: aiSettingsForm, response: aiSettingsForm },
  async ({ session, body }) => putAiSettings(session, body),
);
