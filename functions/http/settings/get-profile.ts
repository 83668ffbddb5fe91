import { settings } from '@shared/api/contracts/settings';
import { getProfile } from '../../core/identity/profile';
import { http } from '../../kit/http';

/** GET /api/settings/profile */
export const handler = http(settings.getProfile, async ({ session }) => getProfile(session));
