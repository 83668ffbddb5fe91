import { LABEL_COLOURS } from '@shared/enums';
import { oneOf, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, tenantKey } from './common';

/**
 * The agents' inbox (issue 32 items 3 and 5): a tenant's canned responses and conversation labels, in the
 * tenant's partition (so Delete Account's sweep erases them) and listed with one Query each (a few hundred
 * at most: shared/schemas/canned-responses.ts and labels.ts hold the limits).
 */
export const CannedResponse = /* @__PURE__ */ defineEntity('cannedResponse', () => ({
  attributes: {
    ...tenantAttributes,
    id: required.string,
    title: required.string,
    /** Lower case, unique per tenant: its claim (cannedShortcut) moves with it in one transaction. */
    shortcut: required.string,
    text: required.string,
    ...timestampAttributes,
  },
  indexes: { byId: tenantKey(['id']) },
}));

/**
 * What keeps a shortcut unique per tenant under concurrency: one claim item per shortcut, created, moved
 * and deleted in the same transaction as its response (the webpage address claims do the same).
 */
export const CannedShortcut = /* @__PURE__ */ defineEntity('cannedShortcut', () => ({
  attributes: {
    ...tenantAttributes,
    shortcut: required.string,
    responseId: required.string,
    ...timestampAttributes,
  },
  indexes: { byShortcut: tenantKey(['shortcut']) },
}));

/** A conversation label: a name and a colour of the fixed palette; conversations keep its id (labelIds). */
export const ConversationLabel = /* @__PURE__ */ defineEntity('conversationLabel', () => ({
  attributes: {
    ...tenantAttributes,
    id: required.string,
    name: required.string,
    colour: oneOf(LABEL_COLOURS),
    ...timestampAttributes,
  },
  indexes: { byId: tenantKey(['id']) },
}));
