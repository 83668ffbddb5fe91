import { intents } from '@shared/api/contracts/intents';
import { optimizeTraining } from '../../core/intents/intent-training';
import { http } from '../../kit/http';

/** POST /api/intents/optimize-training — suggestions from missed intents and weak intents. */
export const handler = http(intents.optimizeTraining, async ({ session }) => optimizeTraining(session.clientId));
