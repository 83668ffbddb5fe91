import { widgetSettings } from '@shared/api/contracts/widget-settings';
import { widgetStats } from '../../core/widget/widget-stats';
import { http } from '../../kit/http';

/** GET /api/widget/stats — the Embed Widget screen's live figures (loads, conversations, rate, first reply). */
export const handler = http(widgetSettings.getWidgetStats, async ({ session }) => widgetStats(session.clientId));
