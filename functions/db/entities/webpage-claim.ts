import { oneOf, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, primaryKey } from './common';

/**
 * What makes the AI webpage rules hold under concurrency (issue 15): a claim item per unique thing,
 * created with the webpage in one transaction (ElectroDB `create` = attribute_not_exists), deleted with it.
 *
 *   kind 'pathname', key <pathname>  — the address, unique across every tenant
 *   kind 'account',  key <clientId>  — the account's one webpage (one per account, spec part 3 §5)
 *
 * Two owners claiming the same address at the same moment: DynamoDB lets exactly one transaction in.
 */
export const WebpageClaim = /* @__PURE__ */ defineEntity('webpageClaim', () => ({
  attributes: {
    kind: oneOf(['pathname', 'account']),
    key: required.string,
    ...tenantAttributes,
    webpageId: required.string,
    ...timestampAttributes,
  },
  indexes: {
    byKey: primaryKey(['kind', 'key'], []),
  },
}));
