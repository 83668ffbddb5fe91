import { FakeWebSocket, FakeWebSocketImpl } from '@shared/test-support/fake-web-socket';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationSettingsQuery } from '../../../lib/api/notification-settings';
import { renderWithApp } from '../../../test-utils';
import { AgentPortalPage } from './agent-portal-page';

/**
 * Settings → Notifications drives the portal's alerts (issue 14): soundEnabled the chime on a newly
 * waiting visitor, browserNotifications the desktop Notification. The browser's AudioContext and
 * Notification are replaced by counting fakes; the portal's own code runs as it is.
 */
const ALL_ON = { soundEnabled: true, browserNotifications: true };

let chimes: number;
let shown: { title: string; body?: string }[];
let permission: NotificationPermission;

class FakeAudioContext {
  currentTime = 0;
  destination = {};
  constructor() {
    chimes++;
  }
  createOscillator() {
    return { connect() {}, start() {}, stop() {}, frequency: { value: 0 } };
  }
}
class FakeNotification {
  static get permission() {
    return permission;
  }
  static async requestPermission() {
    permission = 'granted';
    return permission;
  }
  constructor(title: string, options?: { body?: string }) {
    shown.push({ title, body: options?.body });
  }
}

function stub(alerts: { soundEnabled: boolean; browserNotifications: boolean }) {
  const settings = {
    emailNotifications: true,
    newLeads: true,
    conversations: true,
    systemUpdates: true,
    weeklyReports: false,
    ...alerts,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/auth/me')
        return Response.json({ user: { role: 'human_agent', email: 'a@x.test', firstName: 'Ravi', lastName: 'K' } });
      if (url.pathname === '/api/settings/notifications') return Response.json(settings);
      if (url.pathname === '/api/agent/conversations') return Response.json({ conversations: [] });
      return Response.json({ error: { message: 'Not found' } }, { status: 404 });
    }),
  );
}

beforeEach(() => {
  chimes = 0;
  shown = [];
  permission = 'granted';
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('Notification', FakeNotification);
  // desktop alerts are for a portal in a background tab
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeWebSocket.all = [];
  Reflect.deleteProperty(document, 'hidden');
});

/** Renders the portal and waits until it has read the settings, so the alert below is decided by them. */
async function renderPortal() {
  const { queryClient } = renderWithApp(<AgentPortalPage WebSocketImpl={FakeWebSocketImpl} />);
  await waitFor(() => expect(queryClient.getQueryData(notificationSettingsQuery.queryKey)).toBeDefined());
}

async function escalate() {
  const socket = FakeWebSocket.all[0];
  socket.open();
  expect(await screen.findByText('Live')).toBeInTheDocument();
  socket.push({ type: 'conversation.escalated', conversationId: 'conv-9', reason: 'Human assistance requested' });
}

/** The header's note, whose "Settings" is a link: matched on the paragraph's whole text. */
const ALERTS_OFF = (_: string, el: Element | null) =>
  el?.tagName === 'P' && el.textContent === 'Desktop alerts are off in Settings';

describe('Agent Portal alerts follow the notification settings', { timeout: 20_000 }, () => {
  it('both on: a waiting visitor chimes and shows a desktop notification', async () => {
    stub(ALL_ON);
    await renderPortal();
    await escalate();
    await waitFor(() => expect(chimes).toBe(1));
    expect(shown).toEqual([{ title: 'A visitor is waiting', body: 'Human assistance requested' }]);
    expect(screen.queryByText(ALERTS_OFF)).toBeNull();
  });

  it('sound off: no chime, the desktop notification still shows', async () => {
    stub({ soundEnabled: false, browserNotifications: true });
    await renderPortal();
    await escalate();
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(chimes).toBe(0);
  });

  it('browser notifications off: no Notification is constructed, the chime still sounds, and the header says so', async () => {
    stub({ soundEnabled: true, browserNotifications: false });
    await renderPortal();
    expect(await screen.findByText(ALERTS_OFF)).toBeInTheDocument();
    // "Settings" takes the agent to the tab where they are turned on
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=notifications',
    );
    await escalate();
    await waitFor(() => expect(chimes).toBe(1));
    expect(shown).toEqual([]);
  });

  it('offers to enable desktop notifications only while they are on in Settings and not yet allowed', async () => {
    permission = 'default';
    stub(ALL_ON);
    await renderPortal();
    expect(await screen.findByRole('button', { name: 'Enable desktop notifications' })).toBeInTheDocument();
    expect(screen.queryByText(ALERTS_OFF)).toBeNull();
  });

  it('offers no enable button when they are off in Settings', async () => {
    permission = 'default';
    stub({ soundEnabled: true, browserNotifications: false });
    await renderPortal();
    expect(await screen.findByText(ALERTS_OFF)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable desktop notifications' })).toBeNull();
  });
});
