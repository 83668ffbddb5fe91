import { useState } from 'react';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { useCreateSubscription, useVerifyRazorpayPayment } from '../api/billing';
import { usageRestartText } from '../billing-display';
import { openRazorpayCheckout } from '../razorpay-checkout';

const CREATE_FAILED = 'Failed to create subscription. Please try again.';

/**
 * Choosing a plan (spec part 3 §2): the server creates the subscription at the gateway it chose and
 * says what the browser does next — nothing (the test gateway activated it), Razorpay Checkout in the
 * page (its handler's signature is verified by the server), or a redirect to Stripe Checkout.
 * `onSubscribed` runs once the subscription is active, so the screen can show Current Plan.
 */
export function useCheckout(onSubscribed: () => void) {
  const create = useCreateSubscription();
  const verify = useVerifyRazorpayPayment();
  const [pendingPlanId, setPendingPlanId] = useState<string | null>(null);

  // a new plan starts a new usage period: from the subscription when it says, else now (a verified
  // Razorpay payment activates it at once)
  const subscribed = (periodStart = new Date().toISOString()) => {
    notify.success('Subscription Created', `Your plan is active. ${usageRestartText(periodStart)}`);
    onSubscribed();
  };

  const choose = async (planId: string) => {
    setPendingPlanId(planId);
    try {
      let start: Awaited<ReturnType<typeof create.mutateAsync>>;
      try {
        start = await create.mutateAsync(planId);
      } catch (error) {
        // the server's reason when it gives one (e.g. 400 'Contact sales' for a price-0 plan)
        notify.error('Error', serverErrorText(error, CREATE_FAILED));
        return;
      }
      if (start.kind === 'activated') return subscribed(start.subscription.currentPeriodStart ?? undefined);
      if (start.kind === 'redirect') {
        // Stripe Checkout; it sends the customer back to /dashboard/billing?checkout=…
        window.location.assign(start.url);
        return;
      }
      let paid: Awaited<ReturnType<typeof openRazorpayCheckout>>;
      try {
        paid = await openRazorpayCheckout(start, (reason) => {
          notify.error('Payment failed', `${reason ?? 'The payment did not go through.'} You can try again.`);
          // the plan buttons come back; a later successful attempt in the same Checkout still verifies
          setPendingPlanId(null);
        });
      } catch (error) {
        notify.error('Error', error instanceof Error ? error.message : CREATE_FAILED);
        return;
      }
      if (!paid) {
        notify.info('Checkout closed', 'No payment was taken. Choose a plan again when you are ready.');
        return;
      }
      try {
        await verify.mutateAsync(paid);
        subscribed();
      } catch (error) {
        notify.error(
          'Payment not confirmed',
          serverErrorText(error, 'We could not verify the payment. Please try again.'),
        );
      }
    } finally {
      setPendingPlanId(null);
    }
  };

  return { choose, pendingPlanId };
}
