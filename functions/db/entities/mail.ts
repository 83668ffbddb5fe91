import { oneOf, optional, readOnly, required } from './attributes';
import { defineEntity, primaryKey, secondaryKey } from './common';

/** The mail path's records (issue 31): who must not be mailed, and the unsubscribe links of sent mail. */

export const MAIL_SUPPRESSION_REASONS = ['bounce', 'complaint', 'unsubscribe'] as const;

/**
 * An address that must not get (some) mail: a permanent bounce or a complaint stops all mail to it
 * (scope "all"); an unsubscribe stops one category of one tenant's mail (scope "alert:<clientId>", or
 * "alert:*" for mail about no tenant). One partition per address, so the check before a send is one
 * Query. Never expires: SES's own suppression list keeps bounces for good too.
 */
export const MailSuppression = /* @__PURE__ */ defineEntity('mailSuppression', () => ({
  attributes: {
    /** Lower-case. */
    address: required.string,
    scope: required.string,
    reason: oneOf(MAIL_SUPPRESSION_REASONS),
    at: required.string,
  },
  indexes: {
    byAddress: primaryKey(['address'], ['scope']),
  },
}));

/**
 * The unsubscribe link of one alert or visitor mail: a random token (the link's only secret) standing for
 * the address, the category and the tenant, so the link names no address. Kept a year (TTL).
 */
export const MailLink = /* @__PURE__ */ defineEntity('mailLink', () => ({
  attributes: readOnly({
    token: required.string,
    address: required.string,
    category: oneOf(['alert', 'visitor'] as const),
    clientId: optional.string,
    /** Epoch seconds. */
    expiresAt: required.number,
  }),
  indexes: {
    byToken: primaryKey(['token'], []),
    // a tenant's links, so Delete Account erases them (they name the address and the tenant). Not sparse:
    // ElectroDB refuses a write without every composite of an index with a condition; the few links about
    // no tenant share the empty clientId's partition, which nothing queries
    byClient: secondaryKey(1, ['clientId'], ['token']),
  },
}));
