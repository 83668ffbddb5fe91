import { flag, optional, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, tenantKey } from './common';

/**
 * A tenant's business hours (issue 32 item 8; functions/core/inbox/business-hours.ts): one item in the
 * tenant's partition, read only when a chat is handed to a person and by its Settings screen, so the
 * client item every request reads does not grow. The form's shape is shared/schemas/business-hours.ts.
 */
export const BusinessHours = /* @__PURE__ */ defineEntity('businessHours', () => ({
  attributes: {
    ...tenantAttributes,
    enabled: flag(false),
    timeZone: required.string,
    /** Per weekday, the open–close ranges ("09:00"–"18:00"); an empty list is closed all day. */
    weekly: optional.any,
    /** Local dates closed all day ("2026-12-25"). */
    holidays: optional.any,
    ...timestampAttributes,
  },
  indexes: {
    byClient: tenantKey([]),
  },
}));
