import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../../components/page-spinner';
import { SideNavShell } from '../../../components/side-nav-shell';
import { VerifyEmailBanner } from '../../../components/verify-email-banner';
import { useEmailStatus } from '../../../lib/api/email-verification';
import { useHydrated } from '../../../lib/use-hydrated';
import { SidebarContent } from '../components/sidebar';

/**
 * The customer area frame: a fixed sidebar on wide screens, a top bar with a drawer on small ones; above
 * each screen, the banner that asks for the email's code while the address is unverified.
 *
 * The screen waits for the banner's answer (asked for at startup, app/preload.ts, and then cached): a
 * banner arriving after the screen pushed the whole screen down (CLS 0.21 on a phone on a reload of
 * /dashboard/leads). Meanwhile a spinner shows, centred on the viewport, where the banner cannot move it.
 * A failed answer shows the screen without the banner. The prerendered frame (dashboard.html, rendered at
 * build time with no session) shows its screen at once: its home header is the page's largest text, painted
 * before any script runs, and with a bare spinner there Lighthouse's LCP moved from that first paint to the
 * screen's render after the app's code (mobile: LCP 1.1 → 5.3 s, performance 69 → 49, same-run pairs).
 */
export function DashboardShell() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // false in the build's prerender (the server snapshot), where no answer can come
  const live = useHydrated();
  const bannerKnown = !useEmailStatus().isPending || !live;
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
      <Suspense fallback={<PageSpinner fixed />}>{bannerKnown ? <Outlet /> : <PageSpinner fixed />}</Suspense>
    </SideNavShell>
  );
}
