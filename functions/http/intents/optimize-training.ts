import { optimizeTrainingResponse } from '../../../shared/schemas/intent';
import { optimizeTraining } from '../../core/intents/intent-training';
import { http } from '../../kit/http';

/** POST /api/intents/optimize-training — suggestions from missed intents and weak intents. */
export const handler = http({ auth: 'trainer', response: optimizeTrainingResponse }, async ({ session }) =>
  optimizeTraining(session.clientId),
);
