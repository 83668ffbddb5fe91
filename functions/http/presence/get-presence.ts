import { presence } from '@shared/api/contracts/presence';
import { readPresence } from '../../core/inbox/presence';
import { http } from '../../kit/http';

/** GET /api/inbox/presence — the Agent Portal's presence control and who of the team is online or away. */
export const handler = http(presence.getPresence, async ({ session }) =>
  readPresence(session.clientId, session.userId),
);
