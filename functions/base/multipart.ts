import { ValidationError } from './errors';

/** A file part of a multipart/form-data body: its bytes and what the browser claimed (never trusted). */
export interface UploadedFile {
  filename: string;
  declaredType: string;
  bytes: Uint8Array;
}

export interface ParsedForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/**
 * What a route that takes multipart/form-data gives the kit (HttpOptions.form): the parser travels with
 * the route, so the functions that take only JSON (all others) do not bundle it. The kit hands the text
 * fields to the route's body schema; the handler takes the files with `filesOf(event)`.
 */
export interface FormReader {
  read(event: object, body: Buffer, contentType: string): Promise<Record<string, string>>;
  filesOf(event: object): Record<string, UploadedFile>;
}

/** A form whose file parts may be only `files` (any other file part is a 400 naming it). */
export function multipartForm(files: readonly string[]): FormReader {
  const byRequest = new WeakMap<object, Record<string, UploadedFile>>();
  return {
    read: async (event, body, contentType) => {
      const form = await parseMultipart(body, contentType, files);
      byRequest.set(event, form.files);
      return form.fields;
    },
    filesOf: (event) => byRequest.get(event) ?? {},
  };
}

/**
 * A multipart/form-data body (an edit form with an upload) read with the platform's own parser (undici's
 * Request#formData, no package). Text parts become plain fields for the route's zod body schema; each
 * field may come once (two values for one name is a 400 naming it, not a silent pick).
 */
async function parseMultipart(body: Buffer, contentType: string, fileNames: readonly string[]): Promise<ParsedForm> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ValidationError('Malformed form body', { body: 'Malformed multipart/form-data' });
  }
  const fields = new Map<string, string>();
  const files = new Map<string, UploadedFile>();
  for (const [name, value] of form.entries()) {
    if (fields.has(name) || files.has(name)) {
      throw new ValidationError(`Invalid body: ${name}`, { [name]: 'Sent more than once' });
    }
    if (typeof value === 'string') {
      // a file field sent as text (no filename in its part) would be dropped by the body schema: say so
      if (fileNames.includes(name) && value !== '') {
        throw new ValidationError(`Invalid body: ${name}`, { [name]: 'Send this as a file' });
      }
      if (!fileNames.includes(name)) fields.set(name, value);
      continue;
    }
    if (!fileNames.includes(name)) {
      throw new ValidationError(`Invalid body: ${name}`, { [name]: 'No file is expected here' });
    }
    // an empty file input still sends a part: no file chosen
    if (value.size === 0 && value.name === '') continue;
    files.set(name, {
      filename: value.name,
      declaredType: value.type,
      bytes: new Uint8Array(await value.arrayBuffer()),
    });
  }
  // fromEntries defines own properties, so a part named __proto__ is just a field
  return { fields: Object.fromEntries(fields), files: Object.fromEntries(files) };
}
