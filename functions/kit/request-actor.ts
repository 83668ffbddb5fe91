import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { actorOf } from '../core/activity/record';
import { clientIp } from './client-ip';

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
