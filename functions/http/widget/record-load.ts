import { noContentResponse } from '../../../shared/schemas/common';
import { limitWidget } from '../../core/widget-access';
import { recordWidgetLoad } from '../../core/widget-stats';
import { clientIp } from '../../kit/client-ip';
import { reply } from '../../kit/response';
import { http } from '../../kit/visitor-http';
import { clientParams } from './get-widget-config';

/**
 * POST /api/widget/{clientId}/loads — the loader's one beacon per page view (navigator.sendBeacon), for
 * the Embed Widget screen's "widget loads" and the admin's "widget installed". Unknown tenants are
 * counted nowhere; the answer is the same 204 either way, so it reveals nothing.
 */
export const handler = http(
  { auth: 'public', params: clientParams, response: noContentResponse },
  async ({ params, event }) => {
    await limitWidget('loadsPerIp', clientIp(event));
    await recordWidgetLoad(params.clientId);
    return reply(204);
  },
);
