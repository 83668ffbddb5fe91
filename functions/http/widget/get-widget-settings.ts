import { widgetSettings } from '@shared/api/contracts/widget-settings';
import { getWidgetSettings } from '../../core/widget/widget-config';
import { http } from '../../kit/http';

/** GET /api/widget/config — the Embed Widget and Lead Capture Settings screens read every setting here. */
export const handler = http(widgetSettings.getWidgetSettings, async ({ session }) =>
  getWidgetSettings(session.clientId),
);
