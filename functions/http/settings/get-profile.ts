import { profileResponse } from '../../../shared/schemas/identity';
import { getProfile } from '../../core/identity/profile';
import { http } from '../../kit/http';

/** GET /api/settings/profile */
export const handler = http({ auth: 'customer', response: profileResponse }, async ({ session }) =>
  getProfile(session),
);
