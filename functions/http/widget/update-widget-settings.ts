import { widget } from '../../../shared/api/contracts/widget';
import { patchWidgetSettings } from '../../core/widget/widget-config';
import { http } from '../../kit/http';

/** PATCH /api/widget/config — only the keys sent change; the widget serves the result on its next load. */
export const handler = http(widget.updateWidgetSettings, async ({ session, body }) =>
  patchWidgetSettings(session.clientId, body),
);
