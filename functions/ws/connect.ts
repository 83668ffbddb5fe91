import { LEVEL_ROLES } from '@shared/access';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { loadAppSecrets } from '../adapters/app-secrets';
import { checkOrigin } from '../base/origin';
import { saveConnection } from '../core/chat/realtime-connections';
import { agentArrived } from '../core/inbox/agent-sockets';
import { widgetFor } from '../core/widget/widget-access';
import * as db from '../db/table-entities';
import { requireCloudFront } from '../kit/origin-verify';
import { sessionFromCookie } from '../kit/session-auth';
import { verifyLiveTicket } from '../kit/visitor-token';
import { refuse, ws } from '../kit/ws';

/**
 * $connect: agents (business owner or human agent of an active tenant) with their session cookie, from
 * the app's own origin; widget visitors of an active tenant whose widget is on, from one of the tenant's
 * allowed websites if it listed any, with a live ticket in `?ticket=` (browsers cannot set headers on a
 * WebSocket; a one-minute ticket from POST /api/widget/live-ticket, not the visitor token, since URLs
 * reach logs), scoped to one conversation of one tenant. Anything else is refused, which refuses the
 * upgrade. The ticket is never logged here: only the refusal's status and reason are.
 */
export const handler = ws('$connect', async ({ event, connectionId }) => {
  // WebSocket events keep the client's header case ("Cookie" from browsers), unlike HTTP API v2 events
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const request = { ...event, headers } as unknown as APIGatewayProxyEventV2;
  await loadAppSecrets();
  // like every HTTP route (kit/middleware/cloudfront-only.ts): only through CloudFront's /ws (the local gateway's at home)
  requireCloudFront(event.headers);
  const ticket = event.queryStringParameters?.ticket;
  if (ticket !== undefined) {
    const visitor = verifyLiveTicket(ticket);
    if (!visitor.conversationId) return refuse(401, 'Start a conversation first');
    // the ticket is signed but says nothing of the tenant now: a suspended tenant (or a widget switched
    // off) refuses it with the 404 its widget routes answer, though the ticket was issued before; and
    // the page must be one the widget's HTTP routes would serve (the tenant's allowed websites)
    await widgetFor(visitor.clientId, request);
    const { data } = await db.conversation().get({ clientId: visitor.clientId, id: visitor.conversationId }).go();
    if (!data) return refuse(404, 'Conversation not found');
    await saveConnection({ connectionId, clientId: visitor.clientId, kind: 'visitor', conversationId: data.id });
    return { statusCode: 200 };
  }
  // a handshake is a GET that carries the cookie (from a same-site page of another origin too) and has
  // no CORS: the agent's socket opens from the app's own origin only, as state-changing HTTP calls do
  checkOrigin(request);
  const session = await sessionFromCookie(request);
  if (!session) return refuse(401, 'Authentication required');
  if (!LEVEL_ROLES.agent.includes(session.role)) return refuse(403, 'Your role does not allow this action');
  const agent = {
    connectionId,
    clientId: session.clientId,
    kind: 'agent' as const,
    userId: session.userId,
    agentName: session.firstName,
    // the Conversations monitor's socket (`?view=monitor`) hears the events but puts nobody at the desk
    ...(event.queryStringParameters?.view === 'monitor' ? { monitor: true } : {}),
  };
  await saveConnection(agent, session.sessionEndsAt);
  // the other agents see them arrive (issue 32 item 2)
  await agentArrived(agent);
  return { statusCode: 200 };
});
