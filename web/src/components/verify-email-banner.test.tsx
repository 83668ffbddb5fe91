import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils';
import { VerifyEmailBanner } from './verify-email-banner';

afterEach(() => vi.unstubAllGlobals());

/** The API as the banner sees it: the address unverified until the code 123456 is sent. */
function serve() {
  const calls: { path: string; body?: unknown }[] = [];
  let verified = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      const status = () => Response.json({ email: 'riya@example.com', verified });
      if (path === '/api/auth/email') return status();
      if (path === '/api/auth/email/code') return status();
      if (path === '/api/auth/email/verify') {
        if (body.code !== '123456')
          return Response.json(
            { error: { code: 'VALIDATION', message: 'Invalid body: code', fields: { code: 'The code is wrong' } } },
            { status: 400 },
          );
        verified = true;
        return status();
      }
      return Response.json({});
    }),
  );
  return calls;
}

describe('Verify your email banner', () => {
  it('shows the masked address, resends, names a wrong code and disappears once verified', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithApp(<VerifyEmailBanner />);
    expect(await screen.findByText('Verify your email — we sent a code to r…@…')).toBeInTheDocument();
    expect(screen.getByText(/you cannot invite team members/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(calls.some((c) => c.path === '/api/auth/email/code')).toBe(true);

    const input = screen.getByLabelText('Verification code');
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(screen.queryByTestId('verify-email-banner')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/auth/email/verify').map((c) => c.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
  });

  it('shows nothing for a verified address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ email: 'riya@example.com', verified: true })),
    );
    renderWithApp(<VerifyEmailBanner />);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId('verify-email-banner')).not.toBeInTheDocument();
  });
});
