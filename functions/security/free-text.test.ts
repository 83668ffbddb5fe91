import { stringFields } from '@shared/test-support/string-fields';
import { loadRouteCatalogue } from './route-catalogue';

/**
 * Generated from routes.ts: every string a route's body or query takes (the input schemas of shared/)
 * is free text unless it is listed below as an identifier, a secret or a code, and free text refuses
 * what a person never writes and a screen cannot show (issue 27 §5): NUL and other control characters,
 * lone surrogates, and text made only of zero-width or format characters. A new free-text field that
 * does not use the shared text rule (shared/schemas/common.ts) fails here.
 */
const NOT_FREE_TEXT: Record<string, string> = {
  // identifiers the server looks up (an unknown one is a 404) or checks against a list
  conversationId: 'id',
  sessionId: 'id',
  challengeId: 'id',
  webpageId: 'id',
  planId: 'id',
  after: 'message id',
  cursor: 'sealed cursor, verified by the server',
  labelId: 'label id (issue 32), a filter value',
  labelIds: 'label ids, checked against the tenant labels',
  mentions: 'user ids, checked against the tenant agents',
  agentId: 'a user id (issue 32: assign), checked against the tenant agents',
  sourceIds: 'knowledge source ids (issue 33: intent drafts), each looked up in the tenant (unknown: 404)',
  '{key}': 'a lead-form field id, checked against the tenant form',
  // secrets, passwords and codes: compared, never shown; the secret fields have their own rule (secret-text.ts)
  password: 'password',
  currentPassword: 'password',
  confirmPassword: 'password',
  code: 'one-time code',
  confirmation: 'compared with the company name',
  razorpay_payment_id: 'gateway id, signature-checked',
  razorpay_subscription_id: 'gateway id, signature-checked',
  razorpay_signature: 'gateway signature',
  keyId: 'gateway key id',
  publishableKey: 'gateway key',
  'config{}': 'provider settings, parsed per provider by shared/schemas/integrations.ts',
  'hub.mode': "Meta's handshake, compared",
  'hub.verify_token': "Meta's handshake, compared with the stored token",
  'hub.challenge': "Meta's handshake, echoed as text/plain",
  email: 'the sign-in email, compared with the stored one',
};

const BAD = {
  NUL: 'Asha\u0000Rao',
  'a control character': 'Asha\u001bRao',
  'a lone surrogate': 'Asha\uD83DRao',
  'zero-width text only': '\u200B\u200C\u200D\u2060\uFEFF',
} as const;

const catalogue = await loadRouteCatalogue();
const cases = catalogue.flatMap((route) =>
  (['body', 'query'] as const).flatMap((part) => {
    const schema = route.meta[part];
    if (!schema) return [];
    return stringFields(schema)
      .filter((f) => !(f.path in NOT_FREE_TEXT || lastName(f.path) in NOT_FREE_TEXT))
      .map((f) => ({ name: `${route.key} ${part}.${f.path}`, schema: f.schema }));
  }),
);

function lastName(path: string): string {
  if (path.endsWith('{key}')) return '{key}';
  return path.replace(/\[\]$/, '').split('.').pop() ?? path;
}

it('finds the free-text fields (messages, names, notes, page texts, lead answers…)', () => {
  const names = cases.map((c) => c.name);
  expect(names.length).toBeGreaterThan(100);
  for (const expected of [
    'POST /api/widget/messages body.content',
    'POST /api/messages body.content',
    'POST /api/widget/{clientId}/conversations body.fields{}',
    'POST /api/leads body.notes',
    'POST /api/intents body.phrases[]',
    'POST /api/contacts body.message',
    'PATCH /api/widget/config body.leadFormFields[].options[]',
    'POST /api/ai-webpages body.customData.slogan',
    'PUT /api/settings/profile body.fullName',
  ]) {
    expect(names).toContain(expected);
  }
});

describe.each(cases)('$name', ({ schema }) => {
  it.each(Object.entries(BAD))('refuses %s', (_, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});
