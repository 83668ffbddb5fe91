import { checkLeadField as checkField, checkLeadForm } from '@shared/lead-form-rules';
import type { FormField } from '@shared/schemas/widget';
import { widgetApi } from './api';
import { mergeAppearance, optionsFromDataset } from './config';
import { mountPanel } from './panel';

const email: FormField = { id: 'email', label: 'Email', type: 'email', required: true, maxLength: 20 };
const purpose: FormField = { id: 'purpose', label: 'Purpose', type: 'select', required: false, options: ['Sales'] };

describe('widget API retries', () => {
  afterEach(() => vi.unstubAllGlobals());
  const policy = { attempts: 4, baseMs: 1, timeoutMs: 1000 };
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  const keysOf = (fetchMock: ReturnType<typeof vi.fn>) =>
    fetchMock.mock.calls
      .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
      .map((h) => h['idempotency-key']);

  it('retries a message after a network error, a 503 and "in progress" with the same Idempotency-Key', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json({ error: { code: 'UPSTREAM_TIMEOUT', message: 'slow' } }, 504),
      () => json({ error: { code: 'IDEMPOTENCY_IN_PROGRESS', message: 'wait' } }, 409, { 'retry-after': '0' }),
      () => json({ messages: [], conversation: null }),
    ];
    const fetchMock = vi.fn(async () => answers.shift()!());
    vi.stubGlobal('fetch', fetchMock);
    const api = widgetApi('http://api.test', 'c1', () => 't', policy);
    await expect(api.send('hello')).resolves.toEqual({ messages: [], conversation: null });
    const keys = keysOf(fetchMock);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    // the next message is a new action with a new key
    fetchMock.mockImplementation(async () => json({ messages: [], conversation: null }));
    await api.send('hello');
    expect(keysOf(fetchMock)[4]).not.toBe(keys[0]);
  });

  it('stops after the bounded attempts, keeps the key for the same text sent again, never retries a 4xx', async () => {
    const fetchMock = vi.fn(async () => json({ error: { message: 'down' } }, 503));
    vi.stubGlobal('fetch', fetchMock);
    const api = widgetApi('http://api.test', 'c1', () => 't', policy);
    await expect(api.start({ name: 'Asha' })).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    fetchMock.mockImplementation(async () => json({ error: { code: 'QUOTA_EXCEEDED', message: 'full' } }, 402));
    await expect(api.start({ name: 'Asha' })).rejects.toMatchObject({ status: 402 });
    expect(fetchMock).toHaveBeenCalledTimes(5);
    const keys = keysOf(fetchMock);
    expect(new Set(keys).size).toBe(1); // the visitor pressing Start again is the same start
    fetchMock.mockImplementation(async () => json({ conversationId: 'c' }, 201));
    await api.start({ name: 'Asha' });
    expect(keysOf(fetchMock)[5]).not.toBe(keys[0]); // the 402 was an answer: a new try is a new action
  });

  it('makes a key without crypto.randomUUID (sites served over plain http)', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    const fetchMock = vi.fn(async () => json({ messages: [], conversation: null }));
    vi.stubGlobal('fetch', fetchMock);
    await widgetApi('http://api.test', 'c1', () => 't', policy).send('hi');
    expect(keysOf(fetchMock)[0]).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('lead form rules', () => {
  it('applies required, type, maxLength and options like the server', () => {
    expect(checkField(email, '')).toBe('Email is required');
    expect(checkField(email, 'not-an-email')).toBe('Please enter a valid email address');
    expect(checkField(email, 'a-very-long-address@example.com')).toMatch(/at most 20/);
    expect(checkField(email, 'a@b.co')).toBeNull();
    expect(checkField(purpose, '')).toBeNull();
    expect(checkField(purpose, 'Hacking')).toBe('Please choose a Purpose');
    expect(checkField(purpose, 'Sales')).toBeNull();
    expect(checkLeadForm([email], { email: 'a@b.co', admin: 'yes' })).toEqual({ admin: 'Unknown field' });
  });
});

describe('configuration', () => {
  it('reads data-* attributes and lets only set keys override the saved settings', () => {
    const script = document.createElement('script');
    script.setAttribute('data-client-id', 'c1');
    script.setAttribute('data-primary-color', '#ff0000');
    script.setAttribute('data-show-branding', 'false');
    const embed = optionsFromDataset(script.dataset)!;
    expect(embed).toMatchObject({ clientId: 'c1', primaryColor: '#ff0000', showBranding: false });
    const merged = mergeAppearance({ primaryColor: '#00ff00', triggerText: 'Ask us', position: 'top-left' }, embed);
    expect(merged).toMatchObject({ primaryColor: '#ff0000', triggerText: 'Ask us', position: 'top-left' });
    expect(mergeAppearance(null, { clientId: 'c', primaryColor: 'red;}body{' }).primaryColor).toBe('#000000');
  });
});

describe('panel', () => {
  it('renders server text as text, never as HTML, and gives focus back to the launcher', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const launcher = document.createElement('button');
    document.body.append(launcher);
    const handle = mountPanel(
      {
        clientId: 'c1',
        apiUrl: 'http://api.test',
        server: {
          ...mergeAppearance(null, { clientId: 'c1' }),
          businessName: '<b>Rao & Sons</b>',
          welcomeMessage: '<img src=x onerror=alert(1)>',
          requireLeadCapture: false,
          leadFormTitle: 't',
          leadFormSubtitle: 's',
          leadFormFields: [],
        },
        appearance: {
          ...mergeAppearance(null, { clientId: 'c1' }),
          welcomeMessage: '<img src=x onerror=alert(1)>',
        },
      },
      root,
      launcher,
    );
    handle.open();
    expect(root.querySelector('[role="log"]')?.getAttribute('aria-live')).toBe('polite');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('.g')?.textContent).toContain('<img src=x onerror=alert(1)>');
    // the header names the business (as text too), not a generic "Chat"
    expect(root.querySelector('h2')?.textContent).toBe('<b>Rao & Sons</b>');
    expect(root.querySelector('b')).toBeNull();
    handle.close();
    expect(document.activeElement).toBe(launcher);
  });
});

describe('sending', () => {
  const conversation = { status: 'active', escalated: false };
  const msg = (id: string, senderType: string, content: string) => ({
    id,
    senderType,
    content,
    createdAt: '2026-11-23T10:00:00.000Z',
  });

  /** A panel without a lead form whose POST /messages answers only when the test says so. */
  function mountWithPendingSend(webpageId?: string) {
    let settle: { resolve: (r: Response) => void; reject: (e: unknown) => void } | undefined;
    let offline = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (init?.method === 'POST' && url.endsWith('/conversations'))
          return json({
            conversationId: 'v1',
            sessionId: 's1',
            token: 't',
            messages: [msg('w', 'ai', 'Hi!')],
            conversation,
          });
        if (init?.method === 'POST' && url.endsWith('/messages'))
          // offline: every retry of the send fails too
          return new Promise<Response>((resolve, reject) => {
            if (offline) return reject(new Error('offline'));
            settle = { resolve, reject };
          });
        return json({ error: { message: 'not here' } }, 404);
      }),
    );
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const launcher = document.createElement('button');
    const server = {
      ...mergeAppearance(null, { clientId: 'c1' }),
      businessName: 'Rao Textiles',
      welcomeMessage: 'Hi!',
      requireLeadCapture: false,
      leadFormTitle: 't',
      leadFormSubtitle: 's',
      leadFormFields: [],
    };
    const handle = mountPanel(
      { clientId: 'c1', apiUrl: 'http://api.test', server, appearance: server, webpageId },
      root,
      launcher,
    );
    handle.open();
    const input = root.querySelector('#pm') as HTMLTextAreaElement;
    const submit = () => input.closest('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    const sendCalled = () => vi.waitFor(() => expect(settle).toBeDefined());
    return {
      input,
      submit,
      sendCalled,
      answer: (r: Response) => settle?.resolve(r),
      fail: () => {
        offline = true;
        settle?.reject(new Error('offline'));
      },
      handle,
    };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('keeps what the visitor types while the previous message is still being answered', async () => {
    const w = mountWithPendingSend();
    w.input.value = 'How long is delivery?';
    w.submit();
    await w.sendCalled();
    expect(w.input.value).toBe('');
    w.input.value = 'And returns?';
    w.answer(
      new Response(
        JSON.stringify({
          messages: [msg('m1', 'customer', 'How long is delivery?'), msg('m2', 'ai', '2 days')],
          conversation,
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    await vi.waitFor(() => expect(w.input.closest('form')?.querySelector('button')?.disabled).toBe(false));
    expect(w.input.value).toBe('And returns?');
    w.handle.close();
  });

  it('names the AI webpage it is on when it starts the conversation (that page’s conversion), and only then', async () => {
    const startBodies = async (webpageId?: string) => {
      sessionStorage.clear();
      const w = mountWithPendingSend(webpageId);
      w.input.value = 'Do you deliver?';
      w.submit();
      await w.sendCalled();
      w.handle.close();
      const calls = vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/conversations'));
      return calls.map(([, init]) => JSON.parse(String(init?.body)));
    };
    // every start names the page it is on (issue 31: a reply by email links back to it)
    const pageUrl = location.href.split('#')[0];
    expect(await startBodies('wp-1')).toEqual([{ fields: {}, pageUrl, webpageId: 'wp-1' }]);
    expect(await startBodies()).toEqual([{ fields: {}, pageUrl }]);
  });

  it('gives the text back when the message could not be sent', async () => {
    const w = mountWithPendingSend();
    w.input.value = 'Are you open on Sunday?';
    w.submit();
    await w.sendCalled();
    w.fail();
    // given back once the retries (same key, backing off about 0.5 + 1 + 2 s) have failed too
    await vi.waitFor(() => expect(w.input.value).toBe('Are you open on Sunday?'), { timeout: 10_000 });
    w.handle.close();
  });
});

describe('mail from the widget (issue 31)', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const msg = (id: string, content: string) => ({
    id,
    senderType: 'ai',
    content,
    createdAt: '2026-11-27T10:00:00.000Z',
  });

  /** A panel without a lead form whose server answers `routes` by path ending; records every call. */
  function mountWith(routes: Record<string, (body: unknown) => Response>) {
    const calls: { path: string; body: unknown; auth: string | undefined }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = new URL(url).pathname.replace('/api/widget', '');
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        calls.push({ path, body, auth: (init?.headers as Record<string, string>)?.authorization });
        const match = Object.keys(routes).find((k) => path.endsWith(k));
        return match ? routes[match](body) : json({ error: { message: 'not here' } }, 404);
      }),
    );
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const server = {
      ...mergeAppearance(null, { clientId: 'c1' }),
      businessName: 'Rao Textiles',
      welcomeMessage: 'Hi!',
      requireLeadCapture: false,
      leadFormTitle: 't',
      leadFormSubtitle: 's',
      leadFormFields: [],
    };
    const handle = mountPanel(
      { clientId: 'c1', apiUrl: 'http://api.test', server, appearance: server },
      root,
      document.createElement('button'),
    );
    handle.open();
    const $ = <E extends Element>(s: string) => root.querySelector(s) as E;
    const buttons = () => [...root.querySelectorAll('button')];
    const button = (text: string) => buttons().find((b) => b.textContent === text) as HTMLButtonElement;
    const status = () => $<HTMLElement>('[role="status"]').textContent;
    return { calls, handle, $, button, status };
  }
  // a conversation another test left in this tab would be resumed instead of a fresh one
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('after a handoff nobody was online for, asks for the address the reply by email goes to', async () => {
    const w = mountWith({
      '/conversations': () =>
        json({
          conversationId: 'v1',
          sessionId: 's',
          token: 't1',
          messages: [],
          conversation: { status: 'active', escalated: false },
        }),
      '/escalate': () =>
        json({
          messages: [msg('h', 'No one is online')],
          conversation: { status: 'active', escalated: true, replyByEmail: 'ask' },
        }),
      '/reply-address': () => json({ conversation: { status: 'active', escalated: true, replyByEmail: 'email' } }),
    });
    w.button('Talk to a person').click();
    await vi.waitFor(() => expect(w.status()).toContain('Nobody can answer here right now'));
    const form = w.$<HTMLInputElement>('#pe').closest('form') as HTMLFormElement;
    expect(form.hidden).toBe(false);
    w.$<HTMLInputElement>('#pe').value = 'meera@example.com';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(w.status()).toBe('Thank you. We will reply to meera@example.com by email.'));
    expect(w.calls.find((c) => c.path === '/reply-address')).toMatchObject({
      body: { email: 'meera@example.com' },
      auth: 'Bearer t1',
    });
    expect(form.hidden).toBe(true);
    w.handle.close();
  });

  it('offers the transcript once the conversation ended, with the ended conversation’s token, and says where it went', async () => {
    const w = mountWith({
      '/conversations': () =>
        json({
          conversationId: 'v1',
          sessionId: 's',
          token: 't2',
          messages: [],
          conversation: { status: 'active', escalated: false },
        }),
      '/messages': () => json({ messages: [msg('a', 'Bye')], conversation: { status: 'resolved', escalated: false } }),
      '/transcript': () => json({ sentTo: 'm***@example.com' }),
    });
    expect(w.button('Email me this conversation').hidden).toBe(true);
    w.$<HTMLTextAreaElement>('#pm').value = 'thanks';
    w.$<HTMLTextAreaElement>('#pm')
      .closest('form')
      ?.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(w.button('Email me this conversation').hidden).toBe(false));
    w.button('Email me this conversation').click();
    await vi.waitFor(() => expect(w.status()).toBe('We sent this conversation to m***@example.com.'));
    expect(w.calls.find((c) => c.path === '/transcript')).toMatchObject({ body: {}, auth: 'Bearer t2' });
    expect(w.button('Email me this conversation').hidden).toBe(true);
    w.handle.close();
  });
});
