import { widgetSettingsResponse } from '../../../shared/schemas/widget-settings';
import { getWidgetSettings } from '../../core/widget/widget-config';
import { http } from '../../kit/http';

/** GET /api/widget/config — the Embed Widget and Lead Capture Settings screens read every setting here. */
export const handler = http({ auth: 'owner', response: widgetSettingsResponse }, async ({ session }) =>
  getWidgetSettings(session.clientId),
);
