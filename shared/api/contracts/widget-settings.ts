import * as widgetSettingsSchemas from '../../schemas/widget-settings';
import { withSchemas } from '../route';
import { widgetSettings as routes } from '../routes/widget-settings';

/** widgetSettings: each route of routes/widget-settings.ts with its schemas. */
export const widgetSettings = withSchemas(routes, {
  getWidgetSettings: { response: widgetSettingsSchemas.widgetSettingsResponse },
  updateWidgetSettings: {
    body: widgetSettingsSchemas.widgetSettingsPatchRequest,
    response: widgetSettingsSchemas.widgetSettingsResponse,
  },
  getWidgetStats: { response: widgetSettingsSchemas.widgetStatsResponse },
});
