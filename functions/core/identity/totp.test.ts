import { generateSync, ScureBase32Plugin } from 'otplib';
import { describe, expect, it } from 'vitest';
import { otpauthUri, totp } from './totp';

describe('totp (RFC 6238 / RFC 4226)', () => {
  // RFC 4226 appendix D: the secret "12345678901234567890", counters 0..9 (HOTP is otplib's, with our settings)
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // base32 of "12345678901234567890"
  const hotp = (counter: number) =>
    generateSync({ strategy: 'hotp', secret: rfcSecret, counter, algorithm: 'sha1', digits: 6 });
  it.each([
    [0, '755224'],
    [1, '287082'],
    [5, '254676'],
    [9, '520489'],
  ])('HOTP counter %i → %s', (counter, code) => {
    expect(hotp(counter)).toBe(code);
  });

  // RFC 6238 appendix B (SHA1, 8 digits) — the last 6 digits are the 6-digit code
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [2000000000, '69279037'],
  ])('TOTP at %i s → %s', (seconds, code8) => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // base32 of "12345678901234567890"
    expect(Buffer.from(new ScureBase32Plugin().decode(secret)).toString()).toBe('12345678901234567890');
    expect(totp(secret, seconds * 1000)).toBe(code8.slice(-6));
  });

  it('builds the otpauth URI authenticator apps read', () => {
    const uri = otpauthUri('asha@example.com', 'JBSWY3DPEHPK3PXP');
    expect(uri).toBe(
      'otpauth://totp/Parley:asha%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Parley&algorithm=SHA1&digits=6&period=30',
    );
  });
});
