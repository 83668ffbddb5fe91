/**
 * Query parameters that carry a secret: Meta's hub.verify_token, visitor tokens and live tickets in the
 * WebSocket $connect URL, API keys, OAuth codes, signatures (S3 presigned X-Amz-Signature/-Credential/
 * -Security-Token), passwords. Matched on the parameter's name, case-insensitively.
 */
const SECRET_NAME = /token|ticket|secret|signature|passw|credential|api[-_]?key|(^|[._-])(key|code|sig|auth)$/i;

export const REDACTED = '[redacted]';

/** Whether a query parameter of this name carries a secret. */
export const isSecretParam = (name: string): boolean => {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // a malformed escape: match the name as sent
  }
  return SECRET_NAME.test(decoded);
};

/** name=value pairs of a query string, wherever they appear in a text (a URL, or a log line holding one). */
const PARAM = /([?&;])([^=&#\s?;]+)=([^&#\s"'<>;]*)/g;

/**
 * The one redaction of every logged URL (issue 27 §7): `text` with the value of each secret query
 * parameter replaced by [redacted], the rest untouched. Used by the kit's logger (every string it
 * writes, error messages and stacks included) and by the local gateway's access and error lines.
 */
export function redactUrl(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(PARAM, (whole, sep: string, name: string) =>
    isSecretParam(name) ? `${sep}${name}=${REDACTED}` : whole,
  );
}
