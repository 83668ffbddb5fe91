import { request, withinBudget } from './connection-probe';

/**
 * A Test Connection's sentence reaches the response, the stored last test and the activity log, so it
 * must never quote the error fetch threw: for a header value it cannot send, Node's fetch names the
 * value, i.e. the key under test.
 */
describe('withinBudget', () => {
  it('answers a fixed sentence when the call throws, never the error text', async () => {
    const key = 'sk_live_TOPSECRET\nX';
    const outcome = await withinBudget('Stripe', (signal) =>
      request('http://127.0.0.1:9/v1/balance', { headers: { authorization: `Bearer ${key}` }, signal }).then(() => {
        throw new Error('the request should not have been sent');
      }),
    );
    expect(outcome).toEqual({ ok: false, status: 502, message: 'Stripe could not be reached' });
  });

  it('keeps its own sentence for a timeout', async () => {
    const outcome = await withinBudget('Gemini', async () => {
      throw Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
    });
    expect(outcome).toMatchObject({ status: 504, message: 'Gemini did not answer within 8 s' });
  });
});
