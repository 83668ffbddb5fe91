import type { Logger } from '../../base/logger';
import { type ActivityInput, recordActivity } from '../activity/record';
import { explainGatewayFailure } from './gateway-errors';

/** The owner acting: the request's actor and address (kit/request-actor.ts byRequest), tenant and log. */
export interface BillingOwner extends Pick<ActivityInput, 'actor' | 'ip'> {
  clientId: string;
  log: Logger;
}

/**
 * An owner's subscription change: the gateway work (a failed gateway call answers 502 with a sentence,
 * core/billing/gateway-errors.ts), then the change in the admin's activity log (issue 12 left subscription
 * events open) as `describe` names it from the result. Core needs nothing of the HTTP event.
 */
export async function ownerBillingAction<T>(
  { clientId, log, ...by }: BillingOwner,
  run: (clientId: string, log: Logger) => Promise<T>,
  describe: (result: T) => [action: string, message: string],
): Promise<T> {
  const result = await explainGatewayFailure(log, () => run(clientId, log));
  const [action, message] = describe(result);
  await recordActivity({ ...by, clientId, level: 'info', category: 'user', action, message });
  return result;
}
