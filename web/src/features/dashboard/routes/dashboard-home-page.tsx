import { Grid, SimpleGrid, Stack } from '@chakra-ui/react';
import type { DashboardResponse } from '@shared/schemas/dashboard';
import type { UseQueryResult } from '@tanstack/react-query';
import { memo, useDeferredValue } from 'react';
import { PageHeader } from '../../../components/page-header';
import { Staged } from '../../../components/staged';
import { StatCard } from '../../../components/stat-card';
import { QueryState } from '../../../components/ui/query-state';
import { useDashboard } from '../api/dashboard';
import { BillingAlert } from '../components/billing-alert';
import { LiveChatQuality } from '../components/live-chat-quality';
import { QuickActions, useQuickActions } from '../components/quick-actions';
import { RecentLeadsList } from '../components/recent-leads-list';
import { TeamPerformance } from '../components/team-performance';
import { TestimonialCard } from '../components/testimonial-card';
import { UsageCard } from '../components/usage-card';

export function DashboardHomePage() {
  // The dashboard's answer arrives as a store update, which React renders in one uninterrupted task: the
  // cards are rendered from a deferred copy instead, in slices that leave a phone's main thread free
  // between them, while the store update itself re-renders nothing below (DashboardHome is memoised).
  return <DashboardHome dashboard={useDeferredValue(useDashboard())} />;
}

const DashboardHome = memo(function DashboardHome({ dashboard }: { dashboard: UseQueryResult<DashboardResponse> }) {
  const quickActions = useQuickActions();

  return (
    <Stack gap="6">
      <PageHeader title="Dashboard" description="An overview of your AI agent and the leads it captures." />
      <BillingAlert />
      <QueryState
        query={dashboard}
        loading="Loading dashboard..."
        failed="We couldn't load your dashboard. Please try again."
        forbidden="Your role can't see the account overview."
      >
        {(data) => (
          <>
            <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
              <UsageCard used={data.conversationsUsed} limit={data.conversationsLimit} />
              <StatCard label="Recent Leads" value={data.recentLeadsCount} caption="Last 24 hours" />
              <StatCard label="Escalations" value={data.escalationCount} caption="This month" />
              <StatCard label="Current Plan" value={data.plan} caption="Your subscription" />
            </SimpleGrid>
            {/* below the fold on a phone: each in a short task of its own after the figures above */}
            <Staged>
              <LiveChatQuality />
              <TeamPerformance />
              <Grid
                templateColumns={{ base: '1fr', xl: quickActions.length > 0 ? '2fr 1fr' : '1fr' }}
                gap="4"
                alignItems="start"
              >
                <RecentLeadsList leads={data.recentLeads} total={data.recentLeadsCount} />
                {quickActions.length > 0 && <QuickActions actions={quickActions} />}
              </Grid>
              <TestimonialCard />
            </Staged>
          </>
        )}
      </QueryState>
    </Stack>
  );
});
