import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/notify';
import { renderWithApp } from '../../../test-utils';
import { RECOVERY_WARNING, TwoFactorCard } from './two-factor-card';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.remove();
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBBB`);

/** Stand-ins for the three 2FA routes, checking the password (Right1234) and the code (123456) like the server. */
function serveTwoFactor() {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      const invalid = (field: string, message: string) =>
        Response.json({ error: { code: 'VALIDATION', message, fields: { [field]: message } } }, { status: 400 });
      if (path === '/api/settings/2fa/setup') {
        if (body.currentPassword !== 'Right1234')
          return invalid('currentPassword', 'Please check your current password');
        return Response.json({
          secret: SECRET,
          otpauthUri: `otpauth://totp/Parley:a%40b.c?secret=${SECRET}&issuer=Parley`,
        });
      }
      if (path === '/api/settings/2fa/confirm') {
        if (body.code !== '123456') return invalid('code', 'Invalid code. Check your authenticator app and try again.');
        return Response.json({ twoFactorEnabled: true, recoveryCodes: CODES });
      }
      if (path === '/api/settings/2fa/disable') return Response.json({ twoFactorEnabled: false });
      return Response.json({ error: { code: 'NOT_FOUND', message: 'x' } }, { status: 404 });
    }),
  );
  return calls;
}

describe('Two-factor card', { timeout: 30_000 }, () => {
  it('asks the password, shows the QR code and the secret, confirms with a code and shows the recovery codes once', async () => {
    const calls = serveTwoFactor();
    const user = userEvent.setup();
    renderWithApp(<TwoFactorCard enabled={false} />);
    expect(screen.getByTestId('two-factor-status')).toHaveTextContent(/^Off/);
    await user.click(screen.getByRole('button', { name: 'Set up two-factor' }));

    await user.type(screen.getByLabelText('Current Password'), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Please check your current password')).not.toHaveLength(0);
    await user.clear(screen.getByLabelText('Current Password'));
    await user.type(screen.getByLabelText('Current Password'), 'Right1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByTestId('two-factor-secret')).toHaveTextContent(SECRET);
    // the QR code comes from its own lazily loaded module
    expect(await screen.findByLabelText('QR code for your authenticator app')).toBeInTheDocument();

    await user.type(screen.getByLabelText('6-digit code from your app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findAllByText('Invalid code. Check your authenticator app and try again.')).not.toHaveLength(0);
    await user.clear(screen.getByLabelText('6-digit code from your app'));
    await user.type(screen.getByLabelText('6-digit code from your app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByText(RECOVERY_WARNING)).toBeInTheDocument();
    const list = screen.getByTestId('recovery-codes');
    for (const c of CODES) expect(list).toHaveTextContent(c);
    expect(screen.queryByTestId('two-factor-secret')).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([
      '/api/settings/2fa/setup',
      '/api/settings/2fa/setup',
      '/api/settings/2fa/confirm',
      '/api/settings/2fa/confirm',
    ]);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument());
  });

  it('turns two-factor off with the password and a code', async () => {
    const calls = serveTwoFactor();
    const user = userEvent.setup();
    renderWithApp(<TwoFactorCard enabled />);
    expect(screen.getByTestId('two-factor-status')).toHaveTextContent(/^On/);
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    const off = screen.getByRole('button', { name: 'Turn off' });
    expect(off).toBeDisabled();
    await user.type(screen.getByLabelText('Current Password'), 'Right1234');
    await user.type(screen.getByLabelText('6-digit code from your app'), '123456');
    await user.click(off);
    await waitFor(() =>
      expect(calls).toEqual([
        { path: '/api/settings/2fa/disable', body: { currentPassword: 'Right1234', code: '123456' } },
      ]),
    );
  });
});
