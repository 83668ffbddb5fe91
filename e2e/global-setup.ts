import { startParley } from './parley-server';

/**
 * Starts the product on a free port with a fresh data dir for the whole run and hands its URL to the
 * workers (PARLEY_E2E_URL → `use.baseURL`). The returned function is Playwright's teardown.
 * Set PARLEY_E2E_URL yourself to run the suite against a server that is already up.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.PARLEY_E2E_URL) return undefined;
  const parley = await startParley();
  process.env.PARLEY_E2E_URL = parley.url;
  return parley.stop;
}
