import { forgetConnection } from '../core/chat/realtime-connections';
import type { WsEvent } from './ws-event';

/** $disconnect: best-effort in API Gateway, so pushes also drop connections that answer Gone. */
export async function handler(event: WsEvent): Promise<{ statusCode: number }> {
  await forgetConnection(event.requestContext.connectionId);
  return { statusCode: 200 };
}
