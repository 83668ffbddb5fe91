import { aiWebpages } from '@shared/api/contracts/ai-webpages';
import { reply } from '../../base/response';
import { renderStored } from '../../core/webpages/page-html';
import { getWebpage } from '../../core/webpages/store';
import { http } from '../../kit/http';

/**
 * The page's own policy: its inline styles and JSON-LD, the widget's script and API on this origin, and
 * images from anywhere https (logos). The preview runs under the app's origin, so it must not be framed.
 */
const PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; script-src 'self'; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** GET /api/ai-webpages/{id}/preview — the rendered page for its owner, in any status (opened in a new tab). */
export const handler = http(aiWebpages.previewWebpage, async ({ session, params }) =>
  reply(200, undefined, {
    raw: renderStored(await getWebpage(session.clientId, params.id), { preview: true }),
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PREVIEW_CSP },
  }),
);
