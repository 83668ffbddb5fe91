import { optimizeTraining } from '../../core/intent-training';
import { http } from '../../kit/http';

/** POST /api/intents/optimize-training — suggestions from missed intents and weak intents. */
export const handler = http({ auth: 'trainer' }, async ({ session }) => optimizeTraining(session.clientId));
