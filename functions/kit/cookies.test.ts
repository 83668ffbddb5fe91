import { httpEvent } from '../test-support/http-event';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('decodes a percent-encoded value from the Cookie header and from event.cookies', () => {
    expect(
      readCookie(httpEvent('GET', '/', { headers: { cookie: 'a=1; parley_session=x%3Dy' } }), 'parley_session'),
    ).toBe('x=y');
    expect(readCookie(httpEvent('GET', '/', { cookies: ['parley_session=abc'] }), 'parley_session')).toBe('abc');
  });

  it.each(['%', '%E0%A4%A', 'abc%zz'])('treats the malformed value %s as no cookie instead of throwing', (value) => {
    const event = httpEvent('GET', '/', { headers: { cookie: `parley_session=${value}` } });
    expect(readCookie(event, 'parley_session')).toBeUndefined();
    expect(
      readCookie(httpEvent('GET', '/', { cookies: [`parley_session=${value}`] }), 'parley_session'),
    ).toBeUndefined();
  });

  it('treats an empty value as no cookie', () => {
    expect(
      readCookie(httpEvent('GET', '/', { headers: { cookie: 'parley_session=' } }), 'parley_session'),
    ).toBeUndefined();
  });
});
