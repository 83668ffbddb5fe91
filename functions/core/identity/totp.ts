import { generateSync } from 'otplib';

/**
 * RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30-second steps): what authenticator apps and Cognito's
 * software-token MFA compute, by otplib (the library cognito-local checks the codes with). The server
 * needs it for one thing only: answering Cognito's challenge itself after a recovery code was accepted
 * (core/identity/login-challenge.ts). Tests use it to act as the app.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

/** The code of the step that contains `atMs` (a base32 secret, as shown to the user). */
export function totp(base32Secret: string, atMs = Date.now()): string {
  return generateSync({
    secret: base32Secret,
    algorithm: 'sha1',
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
    epoch: Math.floor(atMs / 1000),
  });
}

/**
 * otpauth://totp/Parley:<email>?secret=…&issuer=Parley — what the QR code carries (Google Authenticator key
 * URI format). Built here rather than with otplib's generateURI, which leaves out algorithm, digits and
 * period when they are the defaults: spelling them out costs nothing and suits apps that do not assume them.
 */
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
