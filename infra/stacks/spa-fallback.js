// CloudFront Function (viewer request, default behaviour only). A path without a file extension is a
// client-side route, so it gets the SPA shell with status 200. Doing this here instead of with
// distribution-wide error responses keeps 403/404s from /api/* as the API's own JSON.
// biome-ignore lint/correctness/noUnusedVariables: CloudFront invokes `handler` by name.
function handler(event) {
  const request = event.request;
  const uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = '/index.html';
  }
  return request;
}
