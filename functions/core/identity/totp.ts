import { createHmac } from 'node:crypto';

/**
 * RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30-second steps): what authenticator apps and Cognito's
 * software-token MFA compute. The server needs it for one thing only: answering Cognito's challenge
 * itself after a recovery code was accepted (core/identity/login-challenge.ts). Tests use it to act as the app.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (the form Cognito's AssociateSoftwareToken returns and otpauth URIs carry). */
export function base32Decode(input: string): Buffer {
  const clean = input.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = BASE32.indexOf(ch);
    if (idx < 0) throw new Error('Invalid base32 character');
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP with dynamic truncation. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const bin = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(bin % 10 ** digits).padStart(digits, '0');
}

/** The code of the step that contains `atMs` (a base32 secret, as shown to the user). */
export function totp(base32Secret: string, atMs = Date.now()): string {
  return hotp(base32Decode(base32Secret), Math.floor(atMs / 1000 / TOTP_STEP_SECONDS));
}

/** otpauth://totp/Parley:<email>?secret=…&issuer=Parley — what the QR code carries (Google Authenticator key URI format). */
export function otpauthUri(email: string, base32Secret: string, issuer = 'Parley'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(email)}`;
  const q = new URLSearchParams({
    secret: base32Secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${q}`;
}
