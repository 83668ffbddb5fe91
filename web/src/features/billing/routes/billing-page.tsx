import { Box, Tabs } from '@chakra-ui/react';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { CostInsightsTab } from '../components/cost-insights-tab';
import { CurrentPlanTab } from '../components/current-plan-tab';
import { InvoicesTab } from '../components/invoices-tab';
import { PlansTab } from '../components/plans-tab';
import { UsageTab } from '../components/usage-tab';
import { type BillingTab, useBillingPage } from '../hooks/use-billing-page';

/** /dashboard/billing (spec part 3 §2): Plans, Current Plan, Usage, Cost Insights and Invoices; `?tab=` selects one. */
export function BillingPage() {
  const { tab, setTab, subscription, usage, checkout } = useBillingPage();

  return (
    <Box>
      <PageHeader
        title="Billing & Plan"
        description="Your plan, what you have used this period, and your invoices."
        mb="6"
      />
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
