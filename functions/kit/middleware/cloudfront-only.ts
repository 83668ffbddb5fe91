import { requireCloudFront } from '../origin-verify';
import type { KitMiddleware } from './state';

/** First check of all, preflights included: nothing answers a caller who went around CloudFront (kit/origin-verify.ts). */
export const cloudFrontOnly = (): KitMiddleware => ({
  name: 'cloudFrontOnly',
  before: ({ event }) => {
    requireCloudFront(event.headers);
  },
});
