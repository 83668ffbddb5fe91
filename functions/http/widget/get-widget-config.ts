import { widget } from '@shared/api/contracts/widget';
import { widgetFor } from '../../core/widget/widget-access';
import { http } from '../../kit/http';

/** GET /api/widget/{clientId}/config — appearance and lead form only; nothing private (issue 9). */
export const handler = http(widget.getWidgetConfig, async ({ params, event }) => ({
  config: (await widgetFor(params.clientId, event)).config,
}));
