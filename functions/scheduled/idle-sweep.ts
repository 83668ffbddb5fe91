import { loggedFailure, rootLogger } from '../base/logger';
import { sweepIdleConversations } from '../core/chat/idle-sweep';

/**
 * The idle-conversation sweep (core/chat/idle-sweep.ts), invoked by an EventBridge schedule in AWS
 * (routes.ts scheduledJobs) and by the local scheduler under `npm start`. A failure throws, so the
 * invocation shows as an error; the next run picks up what this one missed.
 */
export async function handler(): Promise<{ ended: number }> {
  const ended = await loggedFailure('idle conversation sweep', sweepIdleConversations);
  rootLogger.info('idle conversations swept', { ended });
  return { ended };
}
