import { widgetSettingsPatchRequest, widgetSettingsResponse } from '../../../shared/schemas/widget-settings';
import { patchWidgetSettings } from '../../core/widget/widget-config';
import { http } from '../../kit/http';

/** PATCH /api/widget/config — only the keys sent change; the widget serves the result on its next load. */
export const handler = http(
  { auth: 'owner', body: widgetSettingsPatchRequest, response: widgetSettingsResponse },
  async ({ session, body }) => patchWidgetSettings(session.clientId, body),
);
