import { syncIntentResponse } from '../../../shared/schemas/intent';
import { syncIntentToDialogflow } from '../../core/intents/dialogflow-sync';
import { http, idParams } from '../../kit/http';

/** POST /api/intents/{id}/sync-dialogflow */
export const handler = http(
  { auth: 'trainer', response: syncIntentResponse, params: idParams },
  async ({ session, params }) => syncIntentToDialogflow(session.clientId, params.id),
);
