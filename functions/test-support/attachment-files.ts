/** Files for the attachment tests (issue 32 item 6): real signatures, made here rather than kept as fixtures. */

/** A 1×1 transparent PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
);

/** An HTML page, to be uploaded under a .png name. */
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** `bytes` long, starting with a PNG's signature. */
export const bigPng = (bytes: number) => {
  const b = Buffer.alloc(bytes);
  PNG.copy(b);
  return b;
};

/** POSTs a file with a presigned form as a browser does: the policy's fields first, the file last. */
export async function postToS3(ticket: { url: string; fields: Record<string, string> }, file: Buffer, name: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const res = await fetch(ticket.url, { method: 'POST', body: form });
  await res.arrayBuffer();
  return res.status;
}
