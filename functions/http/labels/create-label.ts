import { labels } from '@shared/api/contracts/labels';
import { reply } from '../../base/response';
import { createLabel } from '../../core/inbox/labels';
import { http } from '../../kit/http';

/** POST /api/inbox/labels — owners add a label (a name of their own, a colour of the palette). */
export const handler = http(labels.createLabel, async ({ session, body }) =>
  reply(201, { label: await createLabel(session.clientId, body) }),
);
