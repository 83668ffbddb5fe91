// CloudFront Function on the default behaviour (the SPA bucket), associated with both viewer events.
// Viewer request: a path without a file extension is a page, read from the file web/dist has for it —
// '/' the prerendered landing page, /login and /signup their prerendered pages, /dashboard the app shell
// with the dashboard home's frame painted in it, any other client-side route of the SPA the app shell,
// anything else the prerendered 404 page. Files pass through as they are.
// Viewer response: that 404 page is sent with status 404, not as a 200 that search engines would index.
// Doing this here instead of with distribution-wide error responses keeps 403/404s from /api/* as the
// API's own JSON. The local gateway runs this same file (infra/local/gateway.ts).

// The top-level segments of web/src/app/routes.tsx that have no prerendered page of their own
// (cloudfront-functions.test.ts fails when a route is added there and not here).
const APP_SHELL_SEGMENTS = [
  'dashboard',
  'ccai-test',
  'agent-portal',
  'admin',
  'privacy',
  'terms',
  'cookies',
  'customer',
  // issue 31: an invited agent's link page, a mail's unsubscribe page, the password reset page
  'invite',
  'unsubscribe',
  'forgot-password',
];
const PRERENDERED = { '/': '/index.html', '/login': '/login.html', '/signup': '/signup.html' };
// The app shell with a screen's frame prerendered in it (web/build.ts): the app renders over the frame
const FRAMES = { '/dashboard': '/dashboard.html' };
const APP_SHELL_FILE = '/app.html';
const NOT_FOUND_FILE = '/404.html';
// every file a page is read from (the web stack refuses to deploy a build without one of them)
const PAGE_FILES = [
  APP_SHELL_FILE,
  NOT_FOUND_FILE,
  PRERENDERED['/'],
  PRERENDERED['/login'],
  PRERENDERED['/signup'],
  FRAMES['/dashboard'],
];

function fileOf(uri, querystring) {
  if (uri.lastIndexOf('.') > uri.lastIndexOf('/')) return uri;
  // React Router matches paths case-insensitively and with any trailing slashes; so does this
  const path = uri.toLowerCase().replace(/\/+$/, '') || '/';
  // /signup?plan=… renders the chosen plan's form, not the prerendered plan list: the app shell renders it
  // at once instead of showing the list and replacing it
  if (path === '/signup' && querystring && Object.keys(querystring).length > 0) return APP_SHELL_FILE;
  // every key starts with '/', so no lookup can reach Object.prototype
  if (PRERENDERED[path]) return PRERENDERED[path];
  if (FRAMES[path]) return FRAMES[path];
  return APP_SHELL_SEGMENTS.indexOf(path.split('/')[1]) >= 0 ? APP_SHELL_FILE : NOT_FOUND_FILE;
}

// biome-ignore lint/correctness/noUnusedVariables: CloudFront invokes `handler` by name.
function handler(event) {
  if (event.context && event.context.eventType === 'viewer-response') {
    const response = event.response;
    // the request is the viewer's (or the rewritten one, which maps to itself): either way the same file
    if (response.statusCode === 200 && fileOf(event.request.uri, event.request.querystring) === NOT_FOUND_FILE) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
    return response;
  }
  const request = event.request;
  request.uri = fileOf(request.uri, request.querystring);
  return request;
}
