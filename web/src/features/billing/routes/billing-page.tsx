import { Box, Heading, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notify } from '../../../components/notify';
import { QueryState } from '../../../components/query-state';
import { serverErrorText } from '../../../lib/api-client';
import { useTabParam } from '../../../lib/use-tab-param';
import { useCheckoutReturn, useSubscription, useUsage } from '../api/billing';
import { usageRestartText } from '../billing-display';
import { CostInsightsTab } from '../components/cost-insights-tab';
import { CurrentPlanTab } from '../components/current-plan-tab';
import { InvoicesTab } from '../components/invoices-tab';
import { PlansTab } from '../components/plans-tab';
import { UsageTab } from '../components/usage-tab';
import { useCheckout } from '../use-checkout';

export const BILLING_TABS = ['plans', 'current', 'usage', 'costs', 'invoices'] as const;
type BillingTab = (typeof BILLING_TABS)[number];

/**
 * Back from Stripe Checkout (/dashboard/billing?checkout=success&session_id=…): the session is posted
 * once (the server reads its state from Stripe), then the query is dropped from the URL so a reload
 * or a bookmark does not post it again.
 */
function useStripeReturn(onSubscribed: () => void) {
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

/** /dashboard/billing (spec part 3 §2): Plans, Current Plan, Usage, Cost Insights and Invoices; `?tab=` selects one. */
export function BillingPage() {
  const [tab, setTab] = useTabParam(BILLING_TABS);
  const subscription = useSubscription();
  const usage = useUsage();
  const showCurrent = () => setTab('current');
  const checkout = useCheckout(showCurrent);
  useStripeReturn(showCurrent);

  return (
    <Box>
      <Heading as="h1" size="2xl">
        Billing &amp; Plan
      </Heading>
      <Text color="gray.700" mb="6">
        Your plan, what you have used this period, and your invoices.
      </Text>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setTab(e.value as BillingTab)}
        variant="line"
        lazyMount
        unmountOnExit
      >
        {/* the tabs wrap to a second line on a phone: each is on screen, none hides past the edge */}
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="plans">Plans</Tabs.Trigger>
          <Tabs.Trigger value="current">Current Plan</Tabs.Trigger>
          <Tabs.Trigger value="usage">Usage</Tabs.Trigger>
          <Tabs.Trigger value="costs">Cost Insights</Tabs.Trigger>
          <Tabs.Trigger value="invoices">Invoices</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="plans">
          <PlansTab
            subscription={subscription.data?.subscription ?? null}
            testGateway={subscription.data?.checkoutGateway === 'test'}
            paymentsAvailable={subscription.data?.checkoutGateway !== null}
            pendingPlanId={checkout.pendingPlanId}
            onChoose={checkout.choose}
          />
        </Tabs.Content>
        <Tabs.Content value="current">
          <QueryState
            query={subscription}
            loading="Loading your subscription..."
            failed="We couldn't load your subscription. Please try again."
          >
            {(data) => <CurrentPlanTab subscription={data.subscription} onShowPlans={() => setTab('plans')} />}
          </QueryState>
        </Tabs.Content>
        <Tabs.Content value="usage">
          <QueryState query={usage} loading="Loading usage..." failed="We couldn't load your usage. Please try again.">
            {(data) => <UsageTab usage={data} />}
          </QueryState>
        </Tabs.Content>
        <Tabs.Content value="costs">
          <QueryState
            query={usage}
            loading="Loading cost insights..."
            failed="We couldn't load your cost insights. Please try again."
          >
            {(data) => <CostInsightsTab usage={data} />}
          </QueryState>
        </Tabs.Content>
        <Tabs.Content value="invoices">
          <InvoicesTab />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
