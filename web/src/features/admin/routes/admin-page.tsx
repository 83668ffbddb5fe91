import { Box, Heading } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { BrandMark } from '../../../components/brand';
import { PageSpinner } from '../../../components/page-spinner';
import { SideNavShell } from '../../../components/side-nav-shell';
import { AdminNav } from '../components/admin-nav';
import { ADMIN_SECTIONS, type AdminSection, adminPath } from '../components/sections';
import { useAdminSection } from '../hooks/use-admin-section';
import { ActivitySection } from '../sections/activity-section';
import { ClientsSection } from '../sections/clients-section';
import { ConfigSection } from '../sections/config-section';
import { DashboardSection } from '../sections/dashboard-section';
import { EnquiriesSection } from '../sections/enquiries-section';
import { GatewaysSection } from '../sections/gateways-section';
import { HealthSection } from '../sections/health-section';
import { PlansSection } from '../sections/plans-section';
import { TestimonialsSection } from '../sections/testimonials-section';
import { UsersSection } from '../sections/users-section';

// the chart sections bring recharts: their own chunks, fetched when opened, not with the admin panel
const AnalyticsSection = lazy(async () => ({
  default: (await import('../sections/analytics-section')).AnalyticsSection,
}));
const AiCostsSection = lazy(async () => ({ default: (await import('../sections/ai-costs-section')).AiCostsSection }));

/**
 * The platform admin panel (spec part 3 §2): each section at /admin/:section (the dashboard at /admin);
 * a drawer holds them on a phone. An unknown section is sent to the dashboard.
 */
export function AdminPage() {
  const [section, open] = useAdminSection();
  const [drawer, setDrawer] = useState(false);
  if (!section) return <Navigate to={adminPath('dashboard')} replace />;
  const entry = ADMIN_SECTIONS.find((s) => s.id === section) ?? ADMIN_SECTIONS[0];
  const select = (s: AdminSection) => {
    open(s);
    setDrawer(false);
  };
  return (
    <SideNavShell
      sidebar={
        <>
          <Box mb="4">
            <BrandMark />
          </Box>
          <AdminNav current={section} onSelect={select} />
        </>
      }
      sidebarProps={{ as: 'aside', p: '4' }}
      menu={{
        title: 'Admin',
        openLabel: 'Open menu',
        closeLabel: 'Close menu',
        open: drawer,
        onOpenChange: setDrawer,
        content: <AdminNav current={section} onSelect={select} />,
      }}
    >
      <Heading as="h1" size="sm" color="gray.600" fontWeight="medium">
        Admin Panel
      </Heading>
      <Heading as="h2" size="2xl" mb="6">
        {entry.label}
      </Heading>
      {section === 'dashboard' && <DashboardSection go={open} />}
      {section === 'clients' && <ClientsSection />}
      {section === 'enquiries' && <EnquiriesSection />}
      {section === 'health' && <HealthSection />}
      {section === 'plans' && <PlansSection />}
      {section === 'testimonials' && <TestimonialsSection />}
      {section === 'activity' && <ActivitySection />}
      {section === 'config' && <ConfigSection />}
      {section === 'gateways' && <GatewaysSection />}
      {section === 'users' && <UsersSection />}
      <Suspense fallback={<PageSpinner label="Loading..." />}>
        {section === 'analytics' && <AnalyticsSection />}
        {section === 'ai-costs' && <AiCostsSection />}
      </Suspense>
    </SideNavShell>
  );
}
