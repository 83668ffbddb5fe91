import { randomBytes } from 'node:crypto';
import { resetConfigCache } from '../base/env';
import { decryptSecret, encryptSecret, isEncrypted, maskSecret } from './secrets';

describe('envelope encryption (local master key)', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    delete process.env.KMS_KEY_ID;
    process.env.LOCAL_SECRET_KEY = randomBytes(32).toString('base64');
    resetConfigCache();
  });
  afterAll(() => {
    process.env = saved;
    resetConfigCache();
  });

  it('round-trips and never stores the plain text', async () => {
    const stored = await encryptSecret('sk-live-1234567890abcd');
    expect(isEncrypted(stored)).toBe(true);
    expect(stored).not.toContain('sk-live');
    expect(await decryptSecret(stored)).toBe('sk-live-1234567890abcd');
  });

  it('uses a fresh data key per value', async () => {
    const [a, b] = await Promise.all([encryptSecret('same'), encryptSecret('same')]);
    expect(a).not.toBe(b);
  });

  it('refuses a tampered value', async () => {
    const stored = await encryptSecret('secret-value');
    const parts = stored.split(':');
    const data = Buffer.from(parts[parts.length - 1], 'base64');
    data[0] ^= 1;
    parts[parts.length - 1] = data.toString('base64');
    await expect(decryptSecret(parts.join(':'))).rejects.toThrow();
  });

  it("binds a value to its encryption context: another tenant's context (or none) does not decrypt it", async () => {
    const stored = await encryptSecret('EAAG-tenant-token-1234', { clientId: 'tenant-a' });
    expect(await decryptSecret(stored, { clientId: 'tenant-a' })).toBe('EAAG-tenant-token-1234');
    await expect(decryptSecret(stored, { clientId: 'tenant-b' })).rejects.toThrow();
    await expect(decryptSecret(stored)).rejects.toThrow();
  });

  it('masks to the last four characters', () => {
    expect(maskSecret('sk-abcdef1234')).toBe('••••••••1234');
    expect(maskSecret('')).toBe('');
  });

  it('shows no character of a secret shorter than 12', () => {
    expect(maskSecret('whsec_12345')).toBe('••••••••');
    expect(maskSecret('whsec_123456')).toBe('••••••••3456');
  });
});
