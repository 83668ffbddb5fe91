import { businessHours } from '@shared/api/contracts/business-hours';
import { writeBusinessHours } from '../../core/inbox/business-hours';
import { http } from '../../kit/http';

/** PUT /api/inbox/business-hours — the owner saves the weekly hours, time zone and holidays. */
export const handler = http(businessHours.updateBusinessHours, async ({ session, body }) =>
  writeBusinessHours(session.clientId, body),
);
