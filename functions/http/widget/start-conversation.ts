import { widget } from '@shared/api/contracts/widget';
import { reply } from '../../base/response';
import { readStartTenant, startConversation } from '../../core/chat/conversations';
import { queueConversationEvents } from '../../core/chat/live-fanout';
import { queueEnrichment } from '../../core/leads/queue-enrichment';
import { countWebpage } from '../../core/webpages/page-counters';
import { limitWidget, widgetFor } from '../../core/widget/widget-access';
import { clientIp } from '../../kit/client-ip';
import { http } from '../../kit/http';
import { issueVisitorToken } from '../../kit/visitor-token';

/**
 * POST /api/widget/{clientId}/conversations — the visitor's lead form starts a conversation; the answer
 * carries the visitor token (scoped to this tenant and conversation) the widget sends as Bearer. Every
 * visitor conversation captures a lead, so one started from a published AI webpage's widget
 * (`webpageId`) is that page's conversion.
 */
export const handler = http(
  widget.startConversation,
  { idempotent: true },
  async ({ params, body, event, log, idempotency }) => {
    // the client item once (fresh), for the gate and the start's quota checks
    const tenant = readStartTenant(params.clientId);
    await widgetFor(params.clientId, event, tenant);
    await limitWidget('conversationsPerIp', `${params.clientId}:${clientIp(event)}`);
    await limitWidget('conversationsPerTenant', params.clientId);
    // under an Idempotency-Key the conversation's id is the key's: a retry after a failure below (the
    // queue send) finds the conversation the first run stored and counts nothing again
    const started = await startConversation({
      clientId: params.clientId,
      fields: body.fields,
      source: 'widget',
      conversationId: idempotency?.resourceId,
      tenant,
      pageUrl: pageOfOrigin(body.pageUrl, event.headers.origin),
    });
    const { leadId } = started;
    await Promise.all([
      // the agents' Conversations monitor shows it live (issue 32), through the live-fanout queue beside
      // the enrichment's send, so the start waits for no push; a re-run queues it again (a refetch)
      queueConversationEvents(params.clientId, [
        { type: 'conversation.created', conversationId: started.conversationId, source: 'widget' },
      ]),
      // keyed by the lead: queued again on a re-run (the first send may be what failed), handled once
      // and its alerts (the new-lead mail, the plan's 80 %/100 %), off this request
      leadId ? queueEnrichment(params.clientId, leadId, `capture:${leadId}`, log, true) : null,
      leadId && !started.replayed
        ? countWebpage('conversions', params.clientId, body.webpageId, event.headers['user-agent'])
        : null,
    ]);
    const token = issueVisitorToken({
      clientId: params.clientId,
      visitorId: started.sessionId,
      conversationId: started.conversationId,
    });
    return reply(201, { ...started, token });
  },
);

/** The widget's page, kept only on the site the request came from (a link in a mail must not point elsewhere). */
function pageOfOrigin(pageUrl: string | undefined, origin: string | undefined): string | undefined {
  if (!pageUrl || !origin) return undefined;
  try {
    return new URL(pageUrl).origin === origin ? pageUrl : undefined;
  } catch {
    return undefined;
  }
}
