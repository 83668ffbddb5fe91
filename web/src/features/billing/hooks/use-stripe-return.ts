import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { useCheckoutReturn } from '../api/billing';
import { usageRestartText } from '../billing-display';

/**
 * Back from Stripe Checkout (/dashboard/billing?checkout=success&session_id=…): the session is posted
 * once (the server reads its state from Stripe), then the query is dropped from the URL so a reload
 * or a bookmark does not post it again.
 */
export function useStripeReturn(onSubscribed: () => void) {
  const [params, setParams] = useSearchParams();
  const checkoutReturn = useCheckoutReturn();
  const handled = useRef(false);
  const outcome = params.get('checkout');
  const sessionId = params.get('session_id');

  useEffect(() => {
    if (!outcome || handled.current) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (outcome === 'cancelled') {
      notify.once('checkout-cancelled', 'info', 'Checkout cancelled', 'No payment was taken.');
      return;
    }
    if (outcome !== 'success' || !sessionId) return;
    // mutateAsync, not mutate's callbacks: those are dropped when the observer re-subscribes (StrictMode)
    checkoutReturn
      .mutateAsync(sessionId)
      .then((data) => {
        const sub = data.subscription;
        if (sub?.status === 'active') {
          const restart = sub.currentPeriodStart ? ` ${usageRestartText(sub.currentPeriodStart)}` : '';
          notify.success('Subscription Created', `Your plan is active.${restart}`);
        } else {
          notify.info('Payment received', 'Your subscription is being confirmed by the payment gateway.');
        }
        onSubscribed();
      })
      .catch((error: unknown) =>
        notify.error('Error', serverErrorText(error, 'We could not confirm your checkout. Please try again.')),
      );
  }, [outcome, sessionId, setParams, checkoutReturn, onSubscribed]);
}
