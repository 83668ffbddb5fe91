import { type ActivityInput, recordActivity } from '../activity/record';

/**
 * A subscription change in the admin's activity log (issue 12 left subscription events open). `by` is the
 * request's actor and address (kit/request-actor.ts byRequest), so core needs nothing of the HTTP event.
 */
export const recordBillingChange = (
  by: Pick<ActivityInput, 'actor' | 'ip'>,
  clientId: string,
  action: string,
  message: string,
) =>
  recordActivity({
    ...by,
    clientId,
    level: 'info',
    category: 'user',
    action,
    message,
  });
