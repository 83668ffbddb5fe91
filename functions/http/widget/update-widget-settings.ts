import { widgetSettings } from '@shared/api/contracts/widget-settings';
import { patchWidgetSettings } from '../../core/widget/widget-config';
import { http } from '../../kit/http';

/** PATCH /api/widget/config — only the keys sent change; the widget serves the result on its next load. */
export const handler = http(widgetSettings.updateWidgetSettings, async ({ session, body }) =>
  patchWidgetSettings(session.clientId, body),
);
