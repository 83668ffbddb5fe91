import { Box } from '@chakra-ui/react';
import { PageHeader } from '../../../components/page-header';
import { PageTabs } from '../../../components/page-tabs';
import { QueryState } from '../../../components/ui/query-state';
import { CostInsightsTab } from '../components/cost-insights-tab';
import { CurrentPlanTab } from '../components/current-plan-tab';
import { InvoicesTab } from '../components/invoices-tab';
import { PlansTab } from '../components/plans-tab';
import { UsageTab } from '../components/usage-tab';
import { useBillingPage } from '../hooks/use-billing-page';

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
      <PageTabs
        value={tab}
        onChange={setTab}
        tabs={[
          {
            value: 'plans',
            label: 'Plans',
            content: (
              <PlansTab
                subscription={subscription.data?.subscription ?? null}
                testGateway={subscription.data?.checkoutGateway === 'test'}
                paymentsAvailable={subscription.data?.checkoutGateway !== null}
                pendingPlanId={checkout.pendingPlanId}
                onChoose={checkout.choose}
              />
            ),
          },
          {
            value: 'current',
            label: 'Current Plan',
            content: (
              <QueryState
                query={subscription}
                loading="Loading your subscription..."
                failed="We couldn't load your subscription. Please try again."
              >
                {(data) => <CurrentPlanTab subscription={data.subscription} onShowPlans={() => setTab('plans')} />}
              </QueryState>
            ),
          },
          {
            value: 'usage',
            label: 'Usage',
            content: (
              <QueryState
                query={usage}
                loading="Loading usage..."
                failed="We couldn't load your usage. Please try again."
              >
                {(data) => <UsageTab usage={data} />}
              </QueryState>
            ),
          },
          {
            value: 'costs',
            label: 'Cost Insights',
            content: (
              <QueryState
                query={usage}
                loading="Loading cost insights..."
                failed="We couldn't load your cost insights. Please try again."
              >
                {(data) => <CostInsightsTab usage={data} />}
              </QueryState>
            ),
          },
          { value: 'invoices', label: 'Invoices', content: <InvoicesTab /> },
        ]}
      />
    </Box>
  );
}
