import type { Gateway } from '@shared/schemas/admin-config';
import type { RemoteSubscription } from './gateway-types';
import { gatewayKeys } from './keys';

/**
 * The gateway calls billing makes on an existing subscription, whichever gateway it lives at. The SDK
 * modules (core/billing/razorpay.ts, stripe.ts) are imported on first use: each loads its gateway's SDK
 * lazily, and a function that only reads never loads either.
 */
export async function fetchRemote(g: Gateway, id: string): Promise<RemoteSubscription> {
  if (g === 'razorpay') {
    const { razorpayFetchSubscription } = await import('./razorpay');
    return razorpayFetchSubscription(await gatewayKeys('razorpay'), id);
  }
  const { stripeFetchSubscription } = await import('./stripe');
  return stripeFetchSubscription(await gatewayKeys('stripe'), id);
}

/** Ends a subscription at once (a newer one replaced it), so the tenant is never charged twice. */
export async function cancelRemoteNow(g: Gateway, id: string): Promise<void> {
  if (g === 'razorpay') {
    const { razorpayCancel } = await import('./razorpay');
    return razorpayCancel(await gatewayKeys('razorpay'), id, false);
  }
  const { stripeCancelNow } = await import('./stripe');
  return stripeCancelNow(await gatewayKeys('stripe'), id);
}
