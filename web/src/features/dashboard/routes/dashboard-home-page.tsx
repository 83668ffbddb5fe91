import { Button, Grid, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { StatCard } from '../../../components/stat-card';
import { errorStatus, loadErrorText } from '../../../lib/api-client';
import { useDashboard } from '../api/dashboard';
import { BillingAlert } from '../components/billing-alert';
import { LiveChatQuality } from '../components/live-chat-quality';
import { QuickActions, useQuickActions } from '../components/quick-actions';
import { RecentLeadsList } from '../components/recent-leads-list';
import { TestimonialCard } from '../components/testimonial-card';
import { UsageCard } from '../components/usage-card';

function DashboardError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <Stack align="flex-start" gap="3" role="alert">
      <Text>
        {loadErrorText(error, {
          failed: "We couldn't load your dashboard. Please try again.",
          forbidden: "Your role can't see the account overview.",
        })}
      </Text>
      {errorStatus(error) !== 403 && (
        <Button onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      )}
    </Stack>
  );
}

export function DashboardHomePage() {
  const dashboard = useDashboard();
  const quickActions = useQuickActions();

  return (
    <Stack gap="6">
      <PageHeader title="Dashboard" description="An overview of your AI agent and the leads it captures." />
      <BillingAlert />
      {dashboard.isPending ? (
        <PageSpinner label="Loading dashboard..." />
      ) : dashboard.isError ? (
        <DashboardError
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
            <UsageCard used={dashboard.data.conversationsUsed} limit={dashboard.data.conversationsLimit} />
            <StatCard label="Recent Leads" value={dashboard.data.recentLeadsCount} caption="Last 24 hours" />
            <StatCard label="Escalations" value={dashboard.data.escalationCount} caption="This month" />
            <StatCard label="Current Plan" value={dashboard.data.plan} caption="Your subscription" />
          </SimpleGrid>
          <LiveChatQuality />
          <Grid
            templateColumns={{ base: '1fr', xl: quickActions.length > 0 ? '2fr 1fr' : '1fr' }}
            gap="4"
            alignItems="start"
          >
            <RecentLeadsList leads={dashboard.data.recentLeads} total={dashboard.data.recentLeadsCount} />
            {quickActions.length > 0 && <QuickActions actions={quickActions} />}
          </Grid>
          <TestimonialCard />
        </>
      )}
    </Stack>
  );
}
