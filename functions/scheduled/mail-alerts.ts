import { loggedFailure, rootLogger } from '../base/logger';
import { type SweepResult, sweepPendingAlerts } from '../core/alerts/sweep';

/**
 * The alert mails that wait for a batch (core/alerts/sweep.ts): invoked every minute by an EventBridge
 * schedule in AWS (routes.ts scheduledJobs) and by the local scheduler under `npm start`. A batch that
 * fails is logged and tried again on the next run.
 */
export async function handler(): Promise<SweepResult> {
  const result = await loggedFailure('pending alert mail sweep', sweepPendingAlerts);
  rootLogger.info('pending alert mails swept', { ...result });
  return result;
}
