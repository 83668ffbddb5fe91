import { resolve } from 'node:path';
import { startFakeProviders } from '../functions/test-support/fake-providers';
import { startParley } from './parley-server';
import { printServerTrouble } from './server-log';

/** The product's whole output during the run (gitignored *.log); its error lines are printed at the end. */
const SERVER_LOG = resolve(import.meta.dirname, '..', 'e2e-server.log');

/**
 * Starts the product on a free port with a fresh data dir for the whole run and hands its URL to the
 * workers (PARLEY_E2E_URL → `use.baseURL`). The returned function is Playwright's teardown.
 * Set PARLEY_E2E_URL yourself to run the suite against a server that is already up (and SES_ENDPOINT to
 * the mail inbox it printed, for the specs that read mail).
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.PARLEY_E2E_URL) return undefined;
  // the payment gateways' fixed hosts (base/env.ts STRIPE_API_URL, …) point at local fakes in the server's
  // environment; the specs read the credentials the fakes accept from PARLEY_E2E_FAKES
  const fakes = await startFakeProviders();
  Object.assign(process.env, fakes.env, {
    PARLEY_E2E_FAKES: JSON.stringify({ base: fakes.base, keys: fakes.keys }),
  });
  const parley = await startParley([], SERVER_LOG);
  process.env.PARLEY_E2E_URL = parley.url;
  // the workers read the mails the product sent from its SES stand-in (functions/test-support/mail-inbox.ts)
  process.env.SES_ENDPOINT = parley.mailInbox;
  return async () => {
    await parley.stop();
    await fakes.close();
    printServerTrouble(SERVER_LOG);
  };
}
