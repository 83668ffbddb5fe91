/**
 * The loader's page-view beacon: one per page view, with the AI webpage's id when the embed tag names
 * one (data-webpage-id), never in the dashboard's preview; no body, no cookies.
 */
async function beaconAfterInit(options: Record<string, unknown>): Promise<unknown[][]> {
  vi.resetModules();
  delete window.Parley;
  const sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ config: null }), { status: 200 })),
  );
  await import('./loader');
  window.Parley!.init({ clientId: 'c 1', apiUrl: 'http://api.test', ...options } as never);
  await vi.waitFor(() => expect(document.querySelector('[data-parley-widget]')).not.toBeNull());
  for (const n of document.querySelectorAll('[data-parley-widget]')) n.remove();
  return sendBeacon.mock.calls as unknown[][];
}

describe('loader beacon', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carries the AI webpage id when the page has one', async () => {
    expect(await beaconAfterInit({ webpageId: 'wp/1' })).toEqual([
      ['http://api.test/api/widget/c%201/loads?webpageId=wp%2F1'],
    ]);
  });

  it('is a bare page view elsewhere, and nothing at all in the preview', async () => {
    expect(await beaconAfterInit({})).toEqual([['http://api.test/api/widget/c%201/loads']]);
    expect(await beaconAfterInit({ preview: true, webpageId: 'wp-1' })).toEqual([]);
  });
});
