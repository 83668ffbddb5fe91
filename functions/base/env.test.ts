import { ConfigError, parseConfig } from './env';

describe('config', () => {
  it('reports every missing name at once', () => {
    expect(() => parseConfig({}, ['TABLE_NAME', 'QUEUE_URLS', 'STAGE'])).toThrow(ConfigError);
    try {
      parseConfig({}, ['TABLE_NAME', 'QUEUE_URLS']);
    } catch (e) {
      expect((e as Error).message).toContain('TABLE_NAME');
      expect((e as Error).message).toContain('QUEUE_URLS');
    }
  });
  it('parses and applies defaults', () => {
    const c = parseConfig({ TABLE_NAME: 't', STAGE: 'x' }, ['TABLE_NAME', 'STAGE', 'AWS_REGION']);
    expect(c).toEqual({ TABLE_NAME: 't', STAGE: 'x', AWS_REGION: 'us-east-1' });
  });
  it('rejects a malformed URL', () => {
    expect(() => parseConfig({ JWKS_URL: 'not a url' }, ['JWKS_URL'])).toThrow(/JWKS_URL/);
  });
});
