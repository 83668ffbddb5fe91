import * as identity from '../../schemas/identity';
import { withSchemas } from '../route';
import { user as routes } from '../routes/user';

/** user: each route of routes/user.ts with its schemas. */
export const user = withSchemas(routes, {
  getProfile: { response: identity.profileResponse },
});
