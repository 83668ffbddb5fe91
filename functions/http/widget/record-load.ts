import { widget } from '@shared/api/contracts/widget';
import { reply } from '../../base/response';
import { countWebpage, firstViewThisHalfHour, isObviousBot } from '../../core/webpages/page-counters';
import { limitWidget } from '../../core/widget/widget-access';
import { recordWidgetLoad } from '../../core/widget/widget-stats';
import { clientIp } from '../../kit/client-ip';
import { http } from '../../kit/http';

/**
 * POST /api/widget/{clientId}/loads — the loader's one beacon per page view (navigator.sendBeacon), for
 * the Embed Widget screen's "widget loads" and the admin's "widget installed"; from a published AI
 * webpage (`?webpageId=`) also that page's visits, one per address and page each half hour, unless the
 * agent is an obvious bot. Unknown tenants
 * and pages are counted nowhere; the answer is the same 204 either way, so it reveals nothing.
 */
export const handler = http(widget.recordLoad, async ({ params, query, event }) => {
  const ip = clientIp(event);
  await limitWidget('loadsPerIp', ip);
  const userAgent = event.headers['user-agent'];
  // A reload, or a loop from one address, is not another visit. The robot filter runs before the
  // half-hour slot is taken: a robot's view must not spend it and hide the person's visit that follows.
  const { webpageId } = query;
  const visit =
    webpageId && !isObviousBot(userAgent) && (await firstViewThisHalfHour(webpageId, ip)) ? webpageId : undefined;
  await Promise.all([recordWidgetLoad(params.clientId), countWebpage('visits', params.clientId, visit, userAgent)]);
  return reply(204);
});
