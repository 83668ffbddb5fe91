import { labels } from '@shared/api/contracts/labels';
import { updateLabel } from '../../core/inbox/labels';
import { http } from '../../kit/http';

/** PATCH /api/inbox/labels/{id} — owners rename or recolour a label. */
export const handler = http(labels.updateLabel, async ({ session, params, body }) => ({
  label: await updateLabel(session.clientId, params.id, body),
}));
