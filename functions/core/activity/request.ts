import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clientIp } from '../../kit/client-ip';
import { actorOf } from './record';

/**
 * The actor and address of the request a handler serves: `recordActivity({ ...byRequest(ctx), … })`.
 * It reads the viewer's IP (kit/client-ip.ts), so the route declares 'secret:origin-verify'.
 */
export const byRequest = (ctx: {
  session: { userId: string; email: string } | null;
  event: APIGatewayProxyEventV2;
}) => ({
  actor: actorOf(ctx.session),
  ip: clientIp(ctx.event),
});
