import { profileResponse, profileUpdateSchema } from '../../../shared/schemas/settings';
import { updateProfile } from '../../core/identity/profile';
import { http } from '../../kit/http';

/** PUT /api/settings/profile: the whole Profile form; answers the profile as stored. */
export const handler = http(
  { auth: 'customer', body: profileUpdateSchema, response: profileResponse },
  async ({ session, body }) => updateProfile(session, body),
);
