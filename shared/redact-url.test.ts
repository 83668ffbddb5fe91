import { isSecretParam, redactUrl } from './redact-url';

describe('redactUrl', () => {
  it("hides Meta's verify token and keeps the rest of the URL readable", () => {
    expect(
      redactUrl('/api/webhooks/whatsapp/c1?hub.mode=subscribe&hub.verify_token=s3cr3t-Verify&hub.challenge=1158201444'),
    ).toBe('/api/webhooks/whatsapp/c1?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=1158201444');
  });

  it('hides tokens, tickets, keys, secrets, signatures, codes and passwords wherever a URL appears in a line', () => {
    const line =
      'GET /ws?token=eyJhbGciOi.x.y&ticket=t-123&lang=en → 101; fetch https://graph.example/v1?access_token=EAAB&fields=id failed';
    const out = redactUrl(line);
    for (const secret of ['eyJhbGciOi', 't-123', 'EAAB']) expect(out).not.toContain(secret);
    expect(out).toContain('lang=en');
    expect(out).toContain('fields=id');
    for (const name of [
      'key',
      'api_key',
      'apiKey',
      'client_secret',
      'X-Amz-Signature',
      'X-Amz-Credential',
      'X-Amz-Security-Token',
      'code',
      'password',
      'hub.verify_token',
      'hub%2Everify_token',
    ]) {
      expect(isSecretParam(name), name).toBe(true);
    }
    for (const name of ['after', 'conversationId', 'limit', 'status', 'monkey', 'hub.challenge']) {
      expect(isSecretParam(name), name).toBe(false);
    }
  });

  it('leaves text without query strings alone', () => {
    expect(redactUrl('POST /api/leads → 201 (12 ms)')).toBe('POST /api/leads → 201 (12 ms)');
  });
});
