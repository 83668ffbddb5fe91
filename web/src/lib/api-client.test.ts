import { aiWebpages } from '@shared/api/routes/ai-webpages';
import { auth } from '@shared/api/routes/auth';
import { contacts } from '@shared/api/routes/contacts';
import { dashboard } from '@shared/api/routes/dashboard';
import { leads } from '@shared/api/routes/leads';
import { newsletter } from '@shared/api/routes/newsletter';
import { plans } from '@shared/api/routes/plans';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, onUnauthorized, serverErrorText, serverFieldErrors, urlOf } from './api-client';

function respond(status: number, body = '', statusText = '') {
  return new Response(status === 204 ? null : body, { status, statusText });
}

function mockFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends cookies and a JSON body with a JSON content type', async () => {
    const fetchMock = mockFetch(respond(201, '{"ok":true}'));
    await expect(api.call(contacts.createContact, { body: { name: 'Asha' } as never })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/contacts', {
      method: 'POST',
      credentials: 'include',
      signal: undefined,
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Asha"}',
    });
  });

  it('sends a FormData body as multipart, leaving the Content-Type (and its boundary) to the browser', async () => {
    const fetchMock = mockFetch(respond(200, '{"ok":true}'));
    const form = new FormData();
    form.set('name', 'Asha');
    await api.call(aiWebpages.updateWebpage, { params: { id: 'w1' }, body: form });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/ai-webpages/w1');
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).toBeUndefined();
  });

  it('sends reads without a body and resolves 204 to undefined', async () => {
    const fetchMock = mockFetch(respond(204));
    await expect(api.call(leads.getLeadStats)).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0][1]).toEqual({ method: 'GET', credentials: 'include', signal: undefined });
  });

  it("fails with '{status}: {body text}'", async () => {
    const body = '{"error":{"code":"CONFLICT","message":"Already subscribed"}}';
    mockFetch(respond(409, body, 'Conflict'));
    const error = await api
      .call(newsletter.subscribeNewsletter, { body: { email: 'a@b.co' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`409: ${body}`);
    expect((error as ApiError).status).toBe(409);
  });

  it("fails with '{status}: {status text}' when the body is empty", async () => {
    mockFetch(respond(502, '', 'Bad Gateway'));
    await expect(api.call(plans.listPlans)).rejects.toThrow('502: Bad Gateway');
  });

  it('renews the session once on 401 and retries the request', async () => {
    const fetchMock = mockFetch(
      respond(401, '{}'),
      respond(200, '{"user":{}}'),
      respond(200, '{"conversationsUsed":3}'),
    );
    await expect(api.call(dashboard.getDashboard)).resolves.toEqual({ conversationsUsed: 3 });
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/dashboard',
      '/api/auth/refresh',
      '/api/dashboard',
    ]);
  });

  it('reports a 401 that survives the refresh to the unauthorized listeners', async () => {
    mockFetch(respond(401, '{"error":{"message":"Session expired"}}', 'Unauthorized'), respond(401));
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(api.call(dashboard.getDashboard)).rejects.toThrow('401: {"error":{"message":"Session expired"}}');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never refreshes for a failed login, and does not report it as a lost session', async () => {
    const fetchMock = mockFetch(respond(401, '{"error":{"message":"Invalid email or password"}}'));
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(api.call(auth.login, { body: {} as never })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('returns null on 401 when the read asks for it', async () => {
    mockFetch(respond(401), respond(401));
    await expect(api.call(auth.me, {}, { on401: 'returnNull' })).resolves.toBeNull();
  });

  it("calls the route's method at its path, parameters filled in and encoded, defined query values in order", async () => {
    const fetchMock = mockFetch(respond(200, '{"lead":{}}'), respond(200, '{"leads":[]}'));
    await api.call(leads.updateLeadStatus, { params: { id: 'a/b c' }, body: { status: 'lost' } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/leads/a%2Fb%20c/status');
    expect((fetchMock.mock.calls[0][1] as RequestInit).method).toBe('PATCH');
    await api.call(leads.listLeads, { query: { search: 'Asha K', status: undefined, cursor: '', limit: 20 } });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/leads?search=Asha+K&cursor=&limit=20');
  });

  it('builds the URL of a download from the same contract, and refuses a missing path parameter', () => {
    expect(urlOf(leads.exportLeadsCsv, { query: { status: 'new' } })).toBe('/api/leads/export.csv?status=new');
    expect(urlOf(leads.exportLead, { params: { id: 'l1' } })).toBe('/api/leads/l1/export');
    expect(() => urlOf(leads.exportLead, { params: {} as { id: string } })).toThrow(/id is missing/);
  });
});

describe('error text for people', () => {
  const apiError = (body: string) => new ApiError(400, 'Bad Request', body);

  it("uses the server's error.message", () => {
    expect(serverErrorText(apiError('{"error":{"code":"X","message":"Email taken"}}'), 'Registration failed')).toBe(
      'Email taken',
    );
  });

  it('falls back for bodies without a message, non-JSON bodies and network errors', () => {
    expect(serverErrorText(apiError('{"error":{}}'), 'fallback')).toBe('fallback');
    expect(serverErrorText(apiError('<html>'), 'fallback')).toBe('fallback');
    expect(serverErrorText(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });

  it('reads per-field messages of a 400', () => {
    expect(serverFieldErrors(apiError('{"error":{"message":"Invalid","fields":{"email":"Invalid email"}}}'))).toEqual({
      email: 'Invalid email',
    });
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});
