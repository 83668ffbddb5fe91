import { syncAllIntentsResponse } from '../../../shared/schemas/intent';
import { syncAllToDialogflow } from '../../core/dialogflow-sync';
import { http } from '../../kit/http';

/** POST /api/intents/sync-dialogflow — every active intent. */
export const handler = http({ auth: 'trainer', response: syncAllIntentsResponse }, async ({ session }) =>
  syncAllToDialogflow(session.clientId),
);
