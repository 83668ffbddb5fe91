import { describeMailService } from './health';

const ses = { kind: 'ses' as const, max24HourSend: 50_000, maxSendRate: 14, sentLast24Hours: 1234 };

describe("System Health's mail check (issue 31)", () => {
  it('is healthy with production access and sending on, and shows the quota', () => {
    expect(describeMailService({ ...ses, sendingEnabled: true, productionAccess: true })).toEqual({
      status: 'healthy',
      detail: 'SES production access, sending enabled; 1,234 of 50,000 sent in 24 h, at most 14/s',
    });
  });

  it('is degraded in the SES sandbox, where only verified addresses get mail', () => {
    const m = describeMailService({ ...ses, sendingEnabled: true, productionAccess: false });
    expect(m.status).toBe('degraded');
    expect(m.detail).toMatch(/^SES sandbox: mail reaches verified addresses only/);
  });

  it('is down when SES has disabled sending', () => {
    expect(describeMailService({ ...ses, sendingEnabled: false, productionAccess: true }).status).toBe('down');
  });

  it('names the stand-in at home', () => {
    expect(describeMailService({ kind: 'stand-in', endpoint: 'http://127.0.0.1:4567' })).toEqual({
      status: 'healthy',
      detail: 'Local SES stand-in answers (inbox at http://127.0.0.1:4567)',
    });
  });
});
