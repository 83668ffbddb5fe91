import { Box, Heading, Text } from '@chakra-ui/react';
import { mayAccess, type RoleLevel } from '@shared/access';
import { type ReactNode, Suspense } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTabs } from '../../../components/page-tabs';
import { QueryState } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/api/session';
import { lazyNamed } from '../../../lib/lazy-named';
import { useTabParam } from '../../../lib/use-tab-param';
import {
  useAiSettings,
  useMailAlerts,
  useNotificationSettings,
  useProfileSettings,
  useSecuritySettings,
} from '../api/settings';
import { AiConfigTab } from '../components/ai-config-tab';
import { EmailForm } from '../components/email-form';
import { IntegrationsTab } from '../components/integrations-tab';
import { MailAlertsSection } from '../components/mail-alerts-form';
import { NotificationsTab } from '../components/notifications-tab';
import { ProfileTab } from '../components/profile-tab';
import { SecurityTab } from '../components/security-tab';

// the inbox tabs (issue 32) hold react-hook-form dialogs: each its own chunk, loaded when opened, so the
// settings route stays light
const CannedResponsesTab = lazyNamed(() => import('../components/canned-responses-tab'), 'CannedResponsesTab');
const LabelsTab = lazyNamed(() => import('../components/labels-tab'), 'LabelsTab');
const BusinessHoursPanel = lazyNamed(() => import('../components/business-hours-tab'), 'BusinessHoursPanel');

export const SETTINGS_TABS = [
  'profile',
  'ai',
  'notifications',
  'security',
  'integrations',
  'canned',
  'labels',
  'hours',
] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];
/** GET/PUT /api/settings/ai are 'trainer' level (functions/http/settings/*-ai-settings.ts). */
export const AI_SETTINGS_LEVEL = 'trainer';
/** The agents' inbox (issue 32): canned responses are kept by owners and trainers, labels by owners. */
const TAB_LEVELS: Partial<Record<SettingsTab, RoleLevel>> = {
  ai: AI_SETTINGS_LEVEL,
  canned: 'trainer',
  labels: 'owner',
  hours: 'owner',
};

// each tab reads its own data only when opened (lazyMount), so these live in small wrappers
function ProfilePanel(props: { isOwner: boolean }) {
  const q = useProfileSettings();
  return (
    <QueryState query={q} loading="Loading your profile..." failed="We couldn't load your profile. Please try again.">
      {(data) => (
        <>
          <ProfileTab stored={data} isOwner={props.isOwner} />
          <EmailForm />
        </>
      )}
    </QueryState>
  );
}
function AiPanel() {
  const q = useAiSettings();
  return (
    <QueryState query={q} loading="Loading AI settings..." failed="We couldn't load the AI settings. Please try again.">
      {(data) => <AiConfigTab stored={data} />}
    </QueryState>
  );
}
function NotificationsPanel(props: { isOwner: boolean }) {
  const q = useNotificationSettings();
  const alerts = useMailAlerts();
  return (
    <>
      <QueryState
        query={q}
        loading="Loading notification settings..."
        failed="We couldn't load your notification settings. Please try again."
      >
        {(data) => <NotificationsTab stored={data} />}
      </QueryState>
      <QueryState
        query={alerts}
        loading="Loading email alerts..."
        failed="We couldn't load the email alerts. Please try again."
      >
        {(data) => <MailAlertsSection stored={data} isOwner={props.isOwner} />}
      </QueryState>
    </>
  );
}
function SecurityPanel(props: { isOwner: boolean }) {
  const q = useSecuritySettings();
  return (
    <QueryState
      query={q}
      loading="Loading security settings..."
      failed="We couldn't load your security settings. Please try again."
    >
      {(data) => <SecurityTab stored={data} isOwner={props.isOwner} />}
    </QueryState>
  );
}

const lazyTab = (tab: ReactNode) => <Suspense fallback={<PageSpinner label="Loading..." />}>{tab}</Suspense>;

/**
 * /dashboard/settings (spec part 3 §2): Profile (default), AI Config, Notifications, Security, Integrations.
 * `?tab=notifications` opens a tab directly (the Agent Portal's "Desktop alerts are off" links there).
 */
export function SettingsPage() {
  const role = useSession().data?.role;
  const shows = (t: SettingsTab) => role !== undefined && mayAccess(role, TAB_LEVELS[t] ?? 'customer');
  const showAi = shows('ai');
  // until the session is known, ?tab=ai waits for it; a role that is not shown a tab gets the first tab
  const [tab, setTab] = useTabParam<SettingsTab>(
    role === undefined ? SETTINGS_TABS : SETTINGS_TABS.filter((t) => !TAB_LEVELS[t] || shows(t)),
  );
  const isOwner = role === 'business_owner';
  return (
    <Box>
      <Heading as="h1" size="2xl">
        Settings
      </Heading>
      <Text color="gray.700" mb="6">
        Your profile, the AI agent, notifications and account security.
      </Text>
      <PageTabs
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'profile', label: 'Profile', content: <ProfilePanel isOwner={isOwner} /> },
          showAi && { value: 'ai', label: 'AI Config', content: <AiPanel /> },
          { value: 'notifications', label: 'Notifications', content: <NotificationsPanel isOwner={isOwner} /> },
          { value: 'security', label: 'Security', content: <SecurityPanel isOwner={isOwner} /> },
          { value: 'integrations', label: 'Integrations', content: <IntegrationsTab isOwner={isOwner} /> },
          shows('canned') && { value: 'canned', label: 'Canned Responses', content: lazyTab(<CannedResponsesTab />) },
          shows('labels') && { value: 'labels', label: 'Labels', content: lazyTab(<LabelsTab />) },
          shows('hours') && {
            value: 'hours',
            label: 'Business hours',
            content: lazyTab(<BusinessHoursPanel />),
          },
        ]}
      />
    </Box>
  );
}
