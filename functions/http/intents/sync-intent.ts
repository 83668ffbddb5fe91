import { intents } from '@shared/api/contracts/intents';
import { syncIntentToDialogflow } from '../../core/intents/dialogflow-sync';
import { http } from '../../kit/http';

/** POST /api/intents/{id}/sync-dialogflow */
export const handler = http(intents.syncIntent, async ({ session, params }) =>
  syncIntentToDialogflow(session.clientId, params.id),
);
