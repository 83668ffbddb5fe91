/**
 * An address as the activity log and the logs show it: the first character of the local part and the
 * whole domain (`r***@example.com`), enough to tell mails apart without storing whom they went to.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
