import { useState } from 'react';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { useCancelSubscription, useReactivateSubscription } from '../api/billing';

/** Current Plan's two actions: cancel (after the confirmation) and reactivate, each with its toast. */
export function useSubscriptionActions() {
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const [confirming, setConfirming] = useState(false);

  const doCancel = async () => {
    try {
      await cancel.mutateAsync();
      notify.success('Subscription Canceled', 'Your subscription will end at the current billing period.');
    } catch (error) {
      notify.error('Could not cancel', serverErrorText(error, 'Please try again.'));
    } finally {
      setConfirming(false);
    }
  };
  const doReactivate = async () => {
    try {
      await reactivate.mutateAsync();
      notify.success('Subscription Reactivated', 'Your subscription will renew as usual.');
    } catch (error) {
      notify.error('Could not reactivate', serverErrorText(error, 'Please try again.'));
    }
  };
  return {
    confirming,
    askCancel: () => setConfirming(true),
    dismiss: () => setConfirming(false),
    cancel: doCancel,
    cancelling: cancel.isPending,
    reactivate: doReactivate,
    reactivating: reactivate.isPending,
  };
}
