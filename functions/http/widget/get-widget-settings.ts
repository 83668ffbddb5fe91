import { widget } from '../../../shared/api/contracts/widget';
import { getWidgetSettings } from '../../core/widget/widget-config';
import { http } from '../../kit/http';

/** GET /api/widget/config — the Embed Widget and Lead Capture Settings screens read every setting here. */
export const handler = http(widget.getWidgetSettings, async ({ session }) => getWidgetSettings(session.clientId));
