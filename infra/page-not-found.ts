/**
 * The 404 under /page/* (published AI webpages, spec part 3): a visitor following a link to a business's
 * page that is not published (draft, archived, never made, mistyped) gets a readable, honest page instead
 * of S3's XML error. One source for both places that answer it: in AWS the fallback origin of the
 * '/page/*' origin group (a tiny Lambda whose inline code `pageNotFoundFunctionCode()` writes, see
 * infra/stacks/web-stack.ts), at home the local gateway (infra/local/gateway.ts).
 */

/** Self-contained (inline styles only: the SPA's assets are not loaded here; the pages' CSP allows inline styles). */
export const PAGE_NOT_FOUND_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>This page is not published · Parley</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1e293b; }
  main { max-width: 32rem; margin: 1.5rem; padding: 2rem; background: #fff; border: 1px solid #e2e8f0;
    border-radius: 0.75rem; box-shadow: 0 1px 3px rgba(15, 23, 42, 0.08); }
  h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
  p { line-height: 1.6; margin: 0 0 1rem; color: #475569; }
  a { color: #1d4ed8; font-weight: 600; }
  .brand { font-weight: 700; color: #1d4ed8; margin-bottom: 1.25rem; letter-spacing: 0.01em; }
</style>
</head>
<body>
<main>
  <div class="brand" aria-hidden="true">Parley</div>
  <h1>This page is not published</h1>
  <p>There is no published page at this address. The business may not have published it yet, may have
  taken it down, or the link may be mistyped.</p>
  <p><a href="/">Go to the Parley home page</a></p>
</main>
</body>
</html>
`;

/**
 * The fallback origin's whole answer. Cached briefly, as CloudFront caches an error by default (10 s): a
 * page published a moment after someone saw this 404 shows up within seconds, and a burst of requests for
 * an unknown address still reaches the function only every 10 s per edge.
 */
export const PAGE_NOT_FOUND_RESPONSE = {
  statusCode: 404,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=10' },
  body: PAGE_NOT_FOUND_HTML,
} as const;

/** The Lambda's source (CommonJS, no dependencies): it answers PAGE_NOT_FOUND_RESPONSE to every request. */
export function pageNotFoundFunctionCode(): string {
  return `exports.handler = async () => (${JSON.stringify(PAGE_NOT_FOUND_RESPONSE)});\n`;
}
