// CloudFront Function (viewer request, '/page/*' behaviour only). A published AI webpage is the object
// page/{pathname}/index.html in the pages bucket, so /page/{pathname} and /page/{pathname}/ (no file
// extension in the last segment) read that object; a path with an extension (a logo under
// /page/_assets/) is read as it is. The local gateway runs this same file (infra/local/pages-origin.ts).
// biome-ignore lint/correctness/noUnusedVariables: CloudFront invokes `handler` by name.
function handler(event) {
  const request = event.request;
  const uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = uri.endsWith('/') ? `${uri}index.html` : `${uri}/index.html`;
  }
  return request;
}
