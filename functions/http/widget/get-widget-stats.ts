import { widget } from '../../../shared/api/contracts/widget';
import { widgetStats } from '../../core/widget/widget-stats';
import { http } from '../../kit/http';

/** GET /api/widget/stats — the Embed Widget screen's live figures (loads, conversations, rate, first reply). */
export const handler = http(widget.getWidgetStats, async ({ session }) => widgetStats(session.clientId));
