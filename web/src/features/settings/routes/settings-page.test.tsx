import type { Role } from '@shared/enums';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/notify';
import { renderWithApp } from '../../../test-utils';
import { SettingsPage } from './settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.remove();
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const stored = () => ({
  profile: {
    fullName: 'Asha Verma',
    username: 'asha',
    email: 'asha@example.com',
    company: 'Verma Opticals',
    phone: '',
    timezone: 'UTC',
    language: 'en',
  },
  ai: {
    responseTime: 'balanced',
    personality: 'professional',
    conversationHistory: 30,
    humanEscalation: true,
    trainingDataUpdates: true,
    fallbackEnabled: true,
  },
  notifications: {
    emailNotifications: true,
    newLeads: true,
    conversations: true,
    systemUpdates: true,
    weeklyReports: false,
    browserNotifications: false,
    soundEnabled: true,
  },
  security: { twoFactorEnabled: false, sessionTimeout: 24 },
  'mail-alerts': {
    escalations: true,
    newLeads: 'instant',
    digestHour: 9,
    timeZone: 'Asia/Kolkata',
    planLimits: true,
    paymentFailed: true,
  },
});

/** A fetch that answers like /api/settings/*: a PUT stores its body (as the server does) and answers it. */
function serveSettings(
  role: Role = 'business_owner',
  answer?: (c: Call) => { status: number; body: unknown } | undefined,
) {
  const data: Record<string, unknown> = stored();
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const call = {
        method: init?.method ?? 'GET',
        path,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const custom = answer?.(call);
      if (custom) return Response.json(custom.body, { status: custom.status });
      if (path === '/api/auth/me') {
        return Response.json({
          user: { id: 'u1', email: 'asha@example.com', role, firstName: 'Asha', lastName: 'Verma', clientId: 'c1' },
        });
      }
      if (path === '/api/settings/password') return Response.json({ message: 'Password Updated' });
      if (path === '/api/settings/api-key') return Response.json({ apiKey: null });
      const tab = path.replace('/api/settings/', '');
      if (tab in data) {
        if (call.method === 'PUT') data[tab] = { ...(data[tab] as object), ...(call.body as object) };
        return Response.json(data[tab]);
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }),
  );
  return calls;
}

const puts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'PUT' && c.path === path);

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  await waitFor(() => expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
}

describe('Settings page', { timeout: 20_000 }, () => {
  it('shows the eight tabs (Canned Responses for owners and trainers, Labels and Business hours for owners), Profile first, and moves between them with the keyboard', async () => {
    serveSettings();
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
        'Profile',
        'AI Config',
        'Notifications',
        'Security',
        'Integrations',
        // the agents' inbox (issue 32): an owner keeps canned responses and labels here
        'Canned Responses',
        'Labels',
        'Business hours',
      ]),
    );
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Asha Verma');
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'AI Config' })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveFocus());
    await user.keyboard('{Enter}');
    // the selected tab lives in ?tab=: the router applies it a moment later, longer on a loaded machine
    await waitFor(
      () => expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true'),
      { timeout: 5_000 },
    );
  });

  it('opens the tab named in ?tab= (the Agent Portal links to Notifications)', async () => {
    serveSettings();
    renderWithApp(<SettingsPage />, { route: '/dashboard/settings?tab=notifications' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await screen.findByRole('checkbox', { name: 'Weekly reports' })).toBeInTheDocument();
  });

  it('offers AI Config only to the roles its API allows', async () => {
    serveSettings('human_agent');
    renderWithApp(<SettingsPage />);
    expect(await screen.findByLabelText('Full Name')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(4));
    expect(screen.queryByRole('tab', { name: 'AI Config' })).not.toBeInTheDocument();
    // a member sees the company but cannot rename it
    expect(screen.getByLabelText('Company')).toHaveAttribute('readonly');
  });

  it('sends the whole profile form and says Profile Updated', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    const name = await screen.findByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Asha K Verma');
    await user.type(screen.getByLabelText('Phone'), '+91 90000 11111');
    // the full IANA list: India's zone is there (its name as this runtime's Intl gives it)
    const ist = screen.getByRole('option', {
      name: /^Asia\/(Kolkata|Calcutta) — India Standard Time, GMT\+5:30$/,
    }) as HTMLOptionElement;
    await user.selectOptions(screen.getByLabelText('Timezone'), ist);
    await user.selectOptions(screen.getByLabelText('Language'), 'fr');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(puts(calls, '/api/settings/profile').map((c) => c.body)).toEqual([
      { ...stored().profile, fullName: 'Asha K Verma', phone: '+91 90000 11111', timezone: ist.value, language: 'fr' },
    ]);
    expect(ist.value).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
  });

  it('lists every IANA time zone and, until one is chosen, proposes the browser’s own', async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolved.call(this), timeZone: 'Asia/Kolkata' };
    });
    try {
      const calls = serveSettings('business_owner', (c) =>
        c.method === 'GET' && c.path === '/api/settings/profile'
          ? { status: 200, body: { ...stored().profile, timezone: null } }
          : undefined,
      );
      const user = userEvent.setup();
      renderWithApp(<SettingsPage />);
      const select = (await screen.findByLabelText('Timezone')) as HTMLSelectElement;
      expect(select.value).toBe('Asia/Kolkata');
      // every zone Intl knows, UTC first, and the browser's name for India's when the list spells it otherwise
      expect([...select.options].map((o) => o.value)).toContain('UTC');
      expect(select.options.length).toBeGreaterThanOrEqual(Intl.supportedValuesOf('timeZone').length + 1);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() =>
        expect(puts(calls, '/api/settings/profile')[0]?.body).toMatchObject({ timezone: 'Asia/Kolkata' }),
      );
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("shows the server's 400 message under the field it names", async () => {
    serveSettings('business_owner', (c) =>
      c.method === 'PUT'
        ? {
            status: 400,
            body: {
              error: { code: 'VALIDATION', message: 'Invalid body: phone', fields: { phone: 'Phone may use digits' } },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    await user.type(await screen.findByLabelText('Phone'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Phone may use digits')).toBeInTheDocument();
    expect(screen.getByText('Invalid body: phone')).toBeInTheDocument();
  });

  it('sends every AI field and says AI Settings Updated', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    await openTab(user, 'AI Config');
    await user.selectOptions(await screen.findByLabelText('Response Mode'), 'accurate');
    await user.selectOptions(screen.getByLabelText('Personality'), 'casual');
    await user.selectOptions(screen.getByLabelText('Conversation History'), '365');
    // what the switch governs: the automatic handoffs, not the visitor's request or a flagged intent
    expect(
      screen.getByText(
        /Either way, a chat goes to a person when the visitor asks for one or matches an intent marked "Requires human escalation"/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Human escalation' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fallback responses' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('AI Settings Updated')).toBeInTheDocument();
    expect(puts(calls, '/api/settings/ai').map((c) => c.body)).toEqual([
      {
        responseTime: 'accurate',
        personality: 'casual',
        conversationHistory: 365,
        humanEscalation: false,
        trainingDataUpdates: true,
        fallbackEnabled: false,
      },
    ]);
  });

  it('sends all seven notification toggles and says Notifications Updated', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    await openTab(user, 'Notifications');
    await user.click(await screen.findByRole('checkbox', { name: 'Weekly reports' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sound' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Notifications Updated')).toBeInTheDocument();
    expect(puts(calls, '/api/settings/notifications').map((c) => c.body)).toEqual([
      { ...stored().notifications, weeklyReports: true, soundEnabled: false },
    ]);
  });

  it('Email alerts (issue 31): the owner turns an alert off and chooses the daily lead digest at an hour', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    await openTab(user, 'Notifications');
    expect(screen.queryByText(/does not send email/)).not.toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Email alerts' });
    await user.click(within(form).getByRole('checkbox', { name: 'Payment failed' }));
    await user.selectOptions(within(form).getByLabelText('New leads'), 'daily');
    await user.selectOptions(within(form).getByLabelText('Digest time'), '18');
    await user.click(within(form).getByRole('button', { name: 'Save Email Alerts' }));
    expect(await screen.findByText('Email Alerts Updated')).toBeInTheDocument();
    expect(puts(calls, '/api/settings/mail-alerts').map((c) => c.body)).toEqual([
      { ...stored()['mail-alerts'], paymentFailed: false, newLeads: 'daily', digestHour: 18 },
    ]);
  });

  it('Email alerts are the owner’s to change: an agent sees them and cannot save', async () => {
    serveSettings('human_agent');
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    await openTab(user, 'Notifications');
    const form = await screen.findByRole('form', { name: 'Email alerts' });
    expect(within(form).getByRole('checkbox', { name: 'Payment failed' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Save Email Alerts' })).toBeDisabled();
    expect(within(form).getByText('The account owner chooses these alerts.')).toBeInTheDocument();
  });

  it('saves the session timeout; two-factor is its own set-up, not a switch', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    await openTab(user, 'Security');
    await user.selectOptions(await screen.findByLabelText('Session Timeout'), '168');
    const session = screen.getByRole('form', { name: 'Session' });
    await user.click(within(session).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Security Settings Updated')).toBeInTheDocument();
    expect(puts(calls, '/api/settings/security').map((c) => c.body)).toEqual([{ sessionTimeout: 168 }]);
    expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Off: signing in asks for your password only.');
    expect(screen.getByRole('button', { name: 'Set up two-factor' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /two-factor/i })).not.toBeInTheDocument();
  });

  it('checks the password rules of §5 before sending, then sends the form', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    await openTab(user, 'Security');
    const button = await screen.findByRole('button', { name: 'Update Password' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Current Password'), 'Old-Passw0rd');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('New Password'), 'Short1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Short2');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByText('Password Mismatch')).toBeInTheDocument();
    expect(screen.getByText('New passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'Short1');
    await user.click(button);
    expect(await screen.findByText('Password Too Short')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(puts(calls, '/api/settings/password')).toEqual([]);
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Fresh-Passw0rd');
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'Fresh-Passw0rd');
    await user.click(button);
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(puts(calls, '/api/settings/password').map((c) => c.body)).toEqual([
      { currentPassword: 'Old-Passw0rd', newPassword: 'Fresh-Passw0rd', confirmPassword: 'Fresh-Passw0rd' },
    ]);
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('says Password Update Failed for a wrong current password', async () => {
    serveSettings('business_owner', (c) =>
      c.path === '/api/settings/password'
        ? {
            status: 400,
            body: {
              error: {
                code: 'VALIDATION',
                message: 'Password Update Failed',
                fields: { currentPassword: 'Please check your current password and try again.' },
              },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    await openTab(user, 'Security');
    await user.type(await screen.findByLabelText('Current Password'), 'Wrong-Passw0rd');
    await user.type(screen.getByLabelText('New Password'), 'Fresh-Passw0rd');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Fresh-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password Update Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Please check your current password and try again.').length).toBeGreaterThan(0);
  });

  it('shows the Integrations cards: Connected only when enabled with a phone number ID; Save keeps empty secrets out', async () => {
    const card = (integrationType: string, over: Record<string, unknown>) => ({
      integration: {
        id: null,
        integrationType,
        isEnabled: false,
        connected: false,
        configuration: {},
        ...over,
      },
    });
    const whatsapp = {
      id: 'int-1',
      isEnabled: true,
      connected: true,
      configuration: {
        phoneNumberId: '106540352242922',
        businessAccountId: '',
        accessToken: '••••••••abcd',
        verifyToken: '',
        appSecret: '••••••••ef01',
      },
      webhookPath: '/api/webhooks/whatsapp/c1',
    };
    const calls = serveSettings('business_owner', (c) => {
      if (c.path === '/api/customer/integrations/whatsapp') return { status: 200, body: card('whatsapp', whatsapp) };
      if (c.path === '/api/customer/integrations/analytics')
        return { status: 200, body: card('analytics', { configuration: { measurementId: '', trackingId: '' } }) };
      if (c.path === '/api/customer/integrations')
        return { status: 200, body: card('whatsapp', { ...whatsapp, configuration: { ...whatsapp.configuration } }) };
      if (c.path === '/api/customer/integrations/int-1/test')
        return {
          status: 200,
          body: { success: true, message: 'WhatsApp found the phone number', testedAt: '2026-11-23T18:00:00.000Z' },
        };
      return undefined;
    });
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    await openTab(user, 'Integrations');
    expect(await screen.findByTestId('whatsapp-connected')).toHaveTextContent('Connected');
    expect(screen.queryByTestId('analytics-connected')).toBeNull();
    // Test Connection only on the connected card
    expect(screen.getAllByRole('button', { name: 'Test Connection' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('Connection successful')).toBeInTheDocument();

    const whatsappCard = screen.getByRole('region', { name: /WhatsApp Business/ });
    await user.click(within(whatsappCard).getByRole('button', { name: 'Configure' }));
    expect(within(whatsappCard).getByText('Saved (••••••••abcd). Leave empty to keep it.')).toBeInTheDocument();
    expect(within(whatsappCard).getByTestId('whatsapp-webhook-url')).toHaveTextContent('/api/webhooks/whatsapp/c1');
    await user.type(within(whatsappCard).getByLabelText('Verify token'), 'my-verify-phrase');
    await user.click(within(whatsappCard).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('WhatsApp integration updated')).toBeInTheDocument();
    const saved = calls.find((c) => c.method === 'POST' && c.path === '/api/customer/integrations');
    expect(saved?.body).toEqual({
      integrationType: 'whatsapp',
      isEnabled: true,
      configuration: { phoneNumberId: '106540352242922', businessAccountId: '', verifyToken: 'my-verify-phrase' },
    });
  });

  it('tells members other than the owner that the owner manages integrations', async () => {
    const calls = serveSettings('human_agent');
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    await openTab(user, 'Integrations');
    expect(await screen.findByText('Integrations are managed by the account owner')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/customer/integrations'))).toBe(false);
  });

  it('shows a load failure with Try again', async () => {
    serveSettings('business_owner', (c) =>
      c.path === '/api/settings/profile'
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
        : undefined,
    );
    renderWithApp(<SettingsPage />);
    expect(
      await screen.findByText("We couldn't load your profile. Please try again.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
