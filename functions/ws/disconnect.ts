import { forgetConnection } from '../core/chat/realtime-connections';
import { agentLeft } from '../core/inbox/agent-sockets';
import { ws } from '../kit/ws';

/**
 * $disconnect: best-effort in API Gateway, so pushes also drop connections that answer Gone. An agent's
 * socket that closes stops viewing its chat, and the agent's last one makes them offline to the others.
 */
export const handler = ws('$disconnect', async ({ connectionId }) => {
  const gone = await forgetConnection(connectionId);
  if (gone) await agentLeft(gone);
  return { statusCode: 200 };
});
