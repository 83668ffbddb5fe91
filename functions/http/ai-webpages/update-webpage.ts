import { aiWebpages } from '@shared/api/contracts/ai-webpages';
import { multipartForm } from '../../base/multipart';
import { editAndRepublish } from '../../core/webpages/manage';
import { toWire } from '../../core/webpages/store';
import { http } from '../../kit/http';

/** The edit form's body cap: the logo (512 KB) and the fields (customData ≤ 20 KB) with room for the multipart framing. */
const MAX_FORM_BYTES = 1024 * 1024;
const form = multipartForm(['logo']);

/**
 * PUT /api/ai-webpages/{id} — the edit wizard, as multipart/form-data (or JSON): the four fields, the
 * template and colour, customData, and an optional `logo` file (PNG, JPEG or WebP by its bytes, at most
 * 512 KB). A published page is published again; a new address frees the old one and its object.
 */
export const handler = http(
  aiWebpages.updateWebpage,
  { form, maxBodyBytes: MAX_FORM_BYTES },
  async ({ session, params, body, event }) => ({
    webpage: toWire(await editAndRepublish(session.clientId, params.id, body, form.filesOf(event).logo)),
  }),
);
