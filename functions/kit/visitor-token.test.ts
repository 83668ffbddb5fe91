import { createHmac } from 'node:crypto';
import { UnauthorizedError } from '../base/errors';
import { httpEvent } from '../test-support/http-event';
import { issueVisitorToken, verifyVisitorToken } from './visitor-token';

/** Signs an arbitrary payload the way the issuer does, to probe what verification accepts. */
function signed(payloadText: string): string {
  const secret = process.env.VISITOR_TOKEN_SECRET ?? process.env.LOCAL_SECRET_KEY ?? '';
  const payload = Buffer.from(payloadText).toString('base64url');
  return `${payload}.${createHmac('sha256', Buffer.from(secret)).update(payload).digest('base64url')}`;
}
const bearer = (token: string) =>
  httpEvent('GET', '/api/widget/messages', { headers: { authorization: `Bearer ${token}` } });
const now = () => Math.floor(Date.now() / 1000);

describe('visitor tokens', () => {
  it('accepts a token it issued, scoped to its tenant and conversation', () => {
    const token = issueVisitorToken({ clientId: 'c1', visitorId: 'v1', conversationId: 'conv1' });
    expect(verifyVisitorToken(bearer(token))).toEqual({ clientId: 'c1', visitorId: 'v1', conversationId: 'conv1' });
  });

  it('refuses an expired token', () => {
    const token = issueVisitorToken({ clientId: 'c1', visitorId: 'v1' }, now() - 13 * 3600);
    expect(() => verifyVisitorToken(bearer(token))).toThrow(/expired/);
  });

  it.each([
    ['no exp', { clientId: 'c1', visitorId: 'v1' }],
    ['a string exp', { clientId: 'c1', visitorId: 'v1', exp: '99999999999' }],
    ['a null exp', { clientId: 'c1', visitorId: 'v1', exp: null }],
    ['no clientId', { visitorId: 'v1', exp: now() + 60 }],
  ])('refuses a signed payload with %s (it would never expire or has no tenant)', (_label, payload) => {
    expect(() => verifyVisitorToken(bearer(signed(JSON.stringify(payload))))).toThrow(UnauthorizedError);
  });

  it.each(['not json', '[1,2]', 'null', '"text"'])('answers a signed but malformed payload %s with 401', (text) => {
    expect(() => verifyVisitorToken(bearer(signed(text)))).toThrow(UnauthorizedError);
  });

  it('refuses a token whose signature does not match', () => {
    const token = issueVisitorToken({ clientId: 'c1', visitorId: 'v1' });
    expect(() => verifyVisitorToken(bearer(`${token.split('.')[0]}.AAAA`))).toThrow(UnauthorizedError);
  });
});
