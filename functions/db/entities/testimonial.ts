import { TESTIMONIAL_STATUSES } from '@shared/enums';
import { defineEntity, primaryKey, secondaryKey, tenantAttributes, timestampAttributes } from './common';

/**
 * A business owner's rating and quote of Parley: one per tenant (the owner edits it), public only once
 * the platform admin approves it. The admin reaches it by id; the landing page by status.
 */
export const Testimonial = defineEntity('testimonial', {
  attributes: {
    ...tenantAttributes,
    id: { type: 'string', required: true },
    /** Who wrote it (the owner's user id), for the admin; never public. */
    userId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    company: { type: 'string', required: true },
    rating: { type: 'number', required: true },
    quote: { type: 'string', required: true },
    status: { type: TESTIMONIAL_STATUSES, required: true, default: 'pending' },
    /** Set on every submission, so the lists order by the latest edit. */
    submittedAt: { type: 'string', required: true },
    ...timestampAttributes,
  },
  indexes: {
    byClient: primaryKey(['clientId'], []),
    byStatus: secondaryKey(1, ['status'], ['submittedAt', 'id']),
    byId: secondaryKey(2, ['id'], []),
  },
});
