import { useState } from 'react';
import { notify, withErrorToast } from '../../../components/notify';
import { useCancelSubscription, useReactivateSubscription } from '../api/billing';

/** Current Plan's two actions: cancel (after the confirmation) and reactivate, each with its toast. */
export function useSubscriptionActions() {
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const [confirming, setConfirming] = useState(false);

  const doCancel = () =>
    withErrorToast('Could not cancel', async () => {
      await cancel.mutateAsync();
      notify.success('Subscription Canceled', 'Your subscription will end at the current billing period.');
    }).finally(() => setConfirming(false));
  const doReactivate = () =>
    withErrorToast('Could not reactivate', async () => {
      await reactivate.mutateAsync();
      notify.success('Subscription Reactivated', 'Your subscription will renew as usual.');
    });
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
