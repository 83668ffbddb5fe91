import * as z from 'zod';
import { TEMPLATE_FIELDS, unknownFields } from '../canned-template';
import { requiredText, timestamp, visibleText } from './common';

/** Canned responses (issue 32 item 3): per tenant, kept by owners and trainers, inserted by agents with `/shortcut`. */
export const CANNED_LIMITS = { perTenant: 200, title: 80, shortcut: 32, text: 2000 } as const;

export const SHORTCUT_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;
const shortcut = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Shortcut is required')
  .max(CANNED_LIMITS.shortcut, `Shortcut must be at most ${CANNED_LIMITS.shortcut} characters`)
  .regex(SHORTCUT_PATTERN, 'Shortcut: letters, digits, - and _ only, no spaces (e.g. refund)');
const text = visibleText(
  1,
  CANNED_LIMITS.text,
  'Text is required',
  `Text must be at most ${CANNED_LIMITS.text} characters`,
).superRefine((t, ctx) => {
  const unknown = unknownFields(t);
  if (unknown.length > 0)
    ctx.addIssue({
      code: 'custom',
      message: `Unknown field ${unknown.map((f) => `{{${f}}}`).join(', ')}; use ${TEMPLATE_FIELDS.map((f) => `{{${f}}}`).join(', ')}`,
    });
});

export const cannedResponseBody = z
  .object({ title: requiredText('Title', CANNED_LIMITS.title), shortcut, text })
  .strict();
export type CannedResponseInput = z.output<typeof cannedResponseBody>;

export const cannedResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  shortcut: z.string(),
  text: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CannedResponse = z.infer<typeof cannedResponseSchema>;

/** GET /api/inbox/canned-responses: the tenant's, by shortcut. */
export const listCannedResponsesResponse = z.object({ cannedResponses: z.array(cannedResponseSchema) });
export type ListCannedResponsesResponse = z.output<typeof listCannedResponsesResponse>;

/** POST /api/inbox/canned-responses */
export const createCannedResponseBody = cannedResponseBody;
export const createCannedResponseResponse = z.object({ cannedResponse: cannedResponseSchema });
export type CreateCannedResponseResponse = z.output<typeof createCannedResponseResponse>;

const idParams = z.object({ id: z.string().min(1).max(64) }).strict();
/** PATCH /api/inbox/canned-responses/{id}: any of the fields. */
export const updateCannedResponseParams = idParams;
export const updateCannedResponseBody = cannedResponseBody
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change');
export const updateCannedResponseResponse = createCannedResponseResponse;
export type UpdateCannedResponseResponse = z.output<typeof updateCannedResponseResponse>;

/** DELETE /api/inbox/canned-responses/{id}: 204. */
export const deleteCannedResponseParams = idParams;
export const deleteCannedResponseResponse = z.undefined();
export type DeleteCannedResponseResponse = z.output<typeof deleteCannedResponseResponse>;
