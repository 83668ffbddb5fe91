import { getProfile } from '../../core/profile';
import { http } from '../../kit/http';

/** GET /api/settings/profile */
export const handler = http({ auth: 'customer' }, async ({ session }) => getProfile(session));
