import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../../components/page-spinner';
import { SideNavShell } from '../../../components/side-nav-shell';
import { VerifyEmailBanner } from '../../../components/verify-email-banner';
import { SidebarContent } from '../components/sidebar';

/**
 * The customer area frame: a fixed sidebar on wide screens, a top bar with a drawer on small ones; above
 * each screen, the banner that asks for the email's code while the address is unverified.
 */
export function DashboardShell() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <SideNavShell
      sidebar={<SidebarContent />}
      menu={{
        title: 'Navigation',
        hideTitle: true,
        openLabel: 'Open navigation menu',
        closeLabel: 'Close navigation menu',
        open: drawerOpen,
        onOpenChange: setDrawerOpen,
        content: <SidebarContent onNavigate={() => setDrawerOpen(false)} />,
      }}
      mainProps={{ mx: 'auto' }}
    >
      <VerifyEmailBanner />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </SideNavShell>
  );
}
