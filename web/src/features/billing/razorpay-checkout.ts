import type { CheckoutStart, RazorpayHandlerResponse } from './api/billing';

/** The slice of Razorpay Checkout's browser API we use (https://razorpay.com/docs/payments/subscriptions/integration-guide/). */
interface RazorpayOptions {
  key: string;
  subscription_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  handler: (response: RazorpayHandlerResponse) => void;
  modal: { ondismiss: () => void };
}
interface RazorpayInstance {
  open(): void;
  on?(event: 'payment.failed', callback: (response: { error?: { description?: string } }) => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

const loading = new Map<string, Promise<void>>();

/** Adds Checkout's script tag once per URL; a second plan choice reuses the loaded script. */
export function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        // a failed load may be retried by choosing the plan again
        loading.delete(src);
        script.remove();
        reject(new Error('Razorpay Checkout could not be loaded.'));
      };
      document.head.append(script);
    });
    loading.set(src, pending);
  }
  return pending;
}

type RazorpayStart = Extract<CheckoutStart, { kind: 'razorpay' }>;

/**
 * Opens Razorpay Checkout for the subscription the server created. Resolves with the handler's three
 * fields once the customer pays (the server verifies the signature), or null when they close the modal.
 * A failed attempt only calls `onFailed`: Checkout stays open for another try, so the promise stays open too.
 */
export async function openRazorpayCheckout(
  start: RazorpayStart,
  onFailed: (reason: string | undefined) => void = () => {},
): Promise<RazorpayHandlerResponse | null> {
  await loadCheckoutScript(start.scriptUrl);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay Checkout could not be loaded.');
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: start.keyId,
      subscription_id: start.subscriptionId,
      name: 'Parley',
      description: start.planName,
      prefill: { name: start.companyName, email: start.email },
      handler: (response) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.on?.('payment.failed', (response) => onFailed(response.error?.description));
    checkout.open();
  });
}
