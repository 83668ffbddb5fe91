import { TESTIMONIAL_STATUSES } from '@shared/enums';
import { oneOf, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, secondaryKey, tenantKey } from './common';

/**
 * A business owner's rating and quote of Parley: one per tenant (the owner edits it), public only once
 * the platform admin approves it. The admin reaches it by id; the landing page by status.
 */
export const Testimonial = /* @__PURE__ */ defineEntity('testimonial', () => ({
  attributes: {
    ...tenantAttributes,
    id: required.string,
    /** Who wrote it (the owner's user id), for the admin; never public. */
    userId: required.string,
    name: required.string,
    company: required.string,
    rating: required.number,
    quote: required.string,
    status: { ...oneOf(TESTIMONIAL_STATUSES), default: 'pending' },
    /** Set on every submission, so the lists order by the latest edit. */
    submittedAt: required.string,
    ...timestampAttributes,
  },
  indexes: {
    byClient: tenantKey([]),
    byStatus: secondaryKey(1, ['status'], ['submittedAt', 'id']),
    byId: secondaryKey(2, ['id'], []),
  },
}));
