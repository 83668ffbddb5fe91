import { forgetConnection } from '../core/chat/realtime-connections';
import { ws } from '../kit/ws';

/** $disconnect: best-effort in API Gateway, so pushes also drop connections that answer Gone. */
export const handler = ws('$disconnect', async ({ connectionId }) => {
  await forgetConnection(connectionId);
  return { statusCode: 200 };
});
