import { businessHours } from '@shared/api/contracts/business-hours';
import { describeHours, readBusinessHours } from '../../core/inbox/business-hours';
import { http } from '../../kit/http';

/** GET /api/inbox/business-hours — the owner's Settings screen: the hours, and whether the team is open now. */
export const handler = http(businessHours.getBusinessHours, async ({ session }) =>
  describeHours(await readBusinessHours(session.clientId), new Date()),
);
