import { resetConfigCache } from './env';
import { createLogger, loggedFailure } from './logger';

const VERIFY_URL = '/api/webhooks/whatsapp/c1?hub.mode=subscribe&hub.verify_token=Verify-Me-42&hub.challenge=99';

describe('logger', () => {
  beforeAll(() => {
    vi.stubEnv('LOG_SILENT', 'false');
    resetConfigCache();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    resetConfigCache();
  });

  it('masks secret query parameters in every string it writes, error messages and stacks included', () => {
    const lines: string[] = [];
    const log = createLogger({ service: 't' }, (l) => lines.push(l)).child({ url: VERIFY_URL });
    const err = new Error(`request to https://graph.example/v21.0/me?access_token=EAAB-secret failed`);
    log.error(`GET ${VERIFY_URL} failed`, {
      err,
      target: `wss://x.example/ws?token=visitor.jwt.sig`,
      nested: { u: VERIFY_URL },
    });
    expect(lines).toHaveLength(1);
    for (const secret of ['Verify-Me-42', 'EAAB-secret', 'visitor.jwt.sig']) expect(lines[0]).not.toContain(secret);
    expect(lines[0]).toContain('hub.challenge=99');
    expect(JSON.parse(lines[0]).err.stack).toContain('access_token=[redacted]');
  });

  it('logs a failure of a handler whose errors go to the runtime, and throws the same error on', async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const err = new Error('table gone');
    try {
      await expect(loggedFailure('idle conversation sweep', () => Promise.reject(err))).rejects.toBe(err);
      await expect(loggedFailure('idle conversation sweep', async () => 3)).resolves.toBe(3);
    } finally {
      spy.mockRestore();
    }
    expect(written).toHaveLength(1);
    const line = JSON.parse(written[0]);
    expect(line).toMatchObject({
      level: 'error',
      msg: 'idle conversation sweep failed',
      err: { message: 'table gone' },
    });
    expect(line.err.stack).toContain('logger.test.ts');
  });

  it('drops values under secret-sounding keys whole', () => {
    const lines: string[] = [];
    createLogger({}, (l) => lines.push(l)).info('login', { password: 'hunter2', apiKey: 'sk-1' });
    expect(lines[0]).not.toMatch(/hunter2|sk-1/);
  });
});
