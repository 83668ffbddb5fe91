import { getPresenceResponse, setPresenceBody, setPresenceResponse } from '../../schemas/presence';
import { withSchemas } from '../route';
import { presence as routes } from '../routes/presence';

/** presence: each route of routes/presence.ts with its schemas. */
export const presence = withSchemas(routes, {
  getPresence: { response: getPresenceResponse },
  setPresence: { body: setPresenceBody, response: setPresenceResponse },
});
