import { type ActivityInput, recordActivity } from '../activity/record';

const SAID = { created: 'created', updated: 'edited', deleted: 'deleted' } as const;

/**
 * A plan created, edited or deleted, in the activity log (`plan.created` …); a deletion is a warning.
 * `by` is the request's actor and address (kit/request-actor.ts byRequest); `fields` the names an edit changed.
 */
export const recordPlanChange = (
  by: Pick<ActivityInput, 'actor' | 'ip'>,
  change: keyof typeof SAID,
  planName: string,
  fields?: readonly string[],
) =>
  recordActivity({
    ...by,
    level: change === 'deleted' ? 'warn' : 'info',
    category: 'user',
    action: `plan.${change}`,
    message: `Plan '${planName}' ${SAID[change]}`,
    fields,
  });
