import { defineRoutes } from '../route';

/** widgetSettings: the owner's Embed Widget and Lead Capture Settings screens (functions/http/widget/). */
export const widgetSettings = defineRoutes('widgetSettings', {
  getWidgetSettings: { method: 'GET', path: '/api/widget/config', auth: 'owner' },
  updateWidgetSettings: { method: 'PATCH', path: '/api/widget/config', auth: 'owner' },
  getWidgetStats: { method: 'GET', path: '/api/widget/stats', auth: 'owner' },
});
