import { labels } from '@shared/api/contracts/labels';
import { listLabels } from '../../core/inbox/labels';
import { http } from '../../kit/http';

/** GET /api/inbox/labels — the tenant's conversation labels (the pickers, the filters, Settings). */
export const handler = http(labels.listLabels, async ({ session }) => ({ labels: await listLabels(session.clientId) }));
