import * as z from 'zod';
import { updateWebpageSchema, webpageReplySchema } from '../../../shared/schemas/ai-webpages';
import { multipartForm } from '../../base/multipart';
import { editAndRepublish } from '../../core/webpages/manage';
import { toWire } from '../../core/webpages/store';
import { http, idParams } from '../../kit/http';

/** The edit form's body cap: the logo (512 KB) and the fields (customData ≤ 20 KB) with room for the multipart framing. */
const MAX_FORM_BYTES = 1024 * 1024;
const form = multipartForm(['logo']);

/**
 * The form sends customData as JSON text (spec part 3 §7) and an empty colour when none was picked; a
 * JSON body sends the object. Text that is not JSON is a 400 naming customData.
 */
const formBody = z.preprocess((value, ctx) => {
  if (!value || typeof value !== 'object') return value;
  const { customData, primaryColor, ...rest } = value as Record<string, unknown>;
  const out: Record<string, unknown> = { ...rest, customData };
  if (primaryColor !== '') out.primaryColor = primaryColor;
  if (typeof customData === 'string') {
    try {
      out.customData = customData.trim() === '' ? {} : JSON.parse(customData);
    } catch {
      ctx.addIssue({ code: 'custom', path: ['customData'], message: 'Page content must be JSON', input: customData });
      return z.NEVER;
    }
  }
  return out;
}, updateWebpageSchema);

/**
 * PUT /api/ai-webpages/{id} — the edit wizard, as multipart/form-data (or JSON): the four fields, the
 * template and colour, customData, and an optional `logo` file (PNG, JPEG or WebP by its bytes, at most
 * 512 KB). A published page is published again; a new address frees the old one and its object.
 */
export const handler = http(
  {
    auth: 'owner',
    params: idParams,
    body: formBody,
    form,
    maxBodyBytes: MAX_FORM_BYTES,
    response: webpageReplySchema,
  },
  async ({ session, params, body, event }) => ({
    webpage: toWire(await editAndRepublish(session.clientId, params.id, body, form.filesOf(event).logo)),
  }),
);
