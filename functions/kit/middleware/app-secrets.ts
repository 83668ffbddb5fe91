import { loadAppSecrets } from '../../adapters/app-secrets';
import type { KitMiddleware } from './state';

/** The function's secrets, read once per cold start: visitor tokens and clientIp read them synchronously. */
export const appSecrets = (): KitMiddleware => ({
  name: 'appSecrets',
  before: async () => {
    await loadAppSecrets();
  },
});
