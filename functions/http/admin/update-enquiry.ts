import { admin } from '@shared/api/contracts/admin';
import { recordActivity } from '../../core/activity/record';
import { updateEnquiry } from '../../core/admin/enquiries';
import { http } from '../../kit/http';
import { byRequest } from '../../kit/request-actor';

/** PATCH /api/admin/enquiries/{id} `{status?, internalNotes?}` — 404 for an unknown id. */
export const handler = http(admin.updateEnquiry, async (ctx) => {
  const enquiry = await updateEnquiry(ctx.params.id, ctx.body);
  await recordActivity({
    ...byRequest(ctx),
    level: 'info',
    category: 'user',
    action: 'enquiry.updated',
    message:
      ctx.body.status === undefined
        ? `Notes on the enquiry from ${enquiry.name} updated`
        : `Enquiry from ${enquiry.name} marked ${enquiry.status}`,
    fields: Object.keys(ctx.body),
  });
  return { enquiry };
});
