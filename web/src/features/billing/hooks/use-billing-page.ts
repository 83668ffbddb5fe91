import { useTabParam } from '../../../lib/use-tab-param';
import { useSubscription, useUsage } from '../api/billing';
import { useCheckout } from './use-checkout';
import { useStripeReturn } from './use-stripe-return';

export const BILLING_TABS = ['plans', 'current', 'usage', 'costs', 'invoices'] as const;
export type BillingTab = (typeof BILLING_TABS)[number];

/**
 * What the Billing & Plan screen does: the tab in the URL (?tab=), the subscription and usage it shows,
 * choosing a plan, and coming back from Stripe Checkout; a new subscription opens Current Plan.
 */
export function useBillingPage() {
  const [tab, setTab] = useTabParam(BILLING_TABS);
  const subscription = useSubscription();
  const usage = useUsage();
  const showCurrent = () => setTab('current');
  const checkout = useCheckout(showCurrent);
  useStripeReturn(showCurrent);
  return { tab, setTab, subscription, usage, checkout };
}
