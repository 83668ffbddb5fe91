import { presence } from '@shared/api/contracts/presence';
import { setPresence } from '../../core/inbox/set-presence';
import { http } from '../../kit/http';

/** PUT /api/inbox/presence — an agent goes online, away or offline (or the portal's idle rule does); the team is told live. */
export const handler = http(presence.setPresence, async ({ session, body }) => setPresence(session, body));
