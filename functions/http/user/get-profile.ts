import { user } from '@shared/api/contracts/user';
import { getProfile } from '../../core/identity/profile';
import { http } from '../../kit/http';

/** GET /api/user/profile — the same profile, read by billing (spec part 3 §7). */
export const handler = http(user.getProfile, async ({ session }) => getProfile(session));
