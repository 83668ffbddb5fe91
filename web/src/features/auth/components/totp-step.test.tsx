import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { CODE_PROMPT, RECOVERY_PROMPT, TotpStep } from './totp-step';

afterEach(() => vi.unstubAllGlobals());

const USER = {
  id: 'u1',
  email: 'asha@example.com',
  role: 'business_owner',
  firstName: 'A',
  lastName: 'V',
  clientId: 'c1',
};

/** A stand-in for POST /api/auth/login/mfa: 123456 and the recovery code ABCDE-FGHJK are right; 999999 ends the sign-in. */
function serveMfa() {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path !== '/api/auth/login/mfa')
        return Response.json({ error: { code: 'NOT_FOUND', message: 'x' } }, { status: 404 });
      const body = JSON.parse(String(init?.body));
      bodies.push(body);
      if (body.code === '123456') return Response.json({ user: USER });
      if (body.recoveryCode === 'ABCDE-FGHJK') return Response.json({ user: USER, recoveryCodesLeft: 9 });
      const message = body.code === '999999' ? 'This sign-in has expired. Please sign in again.' : 'Invalid code';
      return Response.json({ error: { code: 'UNAUTHORIZED', message } }, { status: 401 });
    }),
  );
  return bodies;
}

function renderStep() {
  const onDone = vi.fn();
  const onRestart = vi.fn();
  renderWithApp(<TotpStep challengeId="ch-1" onDone={onDone} onRestart={onRestart} />);
  return { onDone, onRestart };
}

describe('the code step of a sign-in with two-factor on', { timeout: 20_000 }, () => {
  it('asks for the 6-digit code with a numeric one-time-code field, refuses a wrong one and lets the right one in', async () => {
    const bodies = serveMfa();
    const user = userEvent.setup();
    const { onDone } = renderStep();
    expect(screen.getByText(`${CODE_PROMPT}.`)).toBeInTheDocument();
    const input = screen.getByLabelText(/Authentication code/);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');

    // not six digits: said here, nothing sent
    await user.type(input, '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digits your app shows')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(input);
    await user.type(input, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(input).toHaveValue('');
    expect(onDone).not.toHaveBeenCalled();

    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ user: USER }));
    expect(bodies).toEqual([
      { challengeId: 'ch-1', code: '654321' },
      { challengeId: 'ch-1', code: '123456' },
    ]);
  });

  it('takes a recovery code instead, through "Use a recovery code"', async () => {
    const bodies = serveMfa();
    const user = userEvent.setup();
    const { onDone } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByText(`${RECOVERY_PROMPT}.`)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Recovery code/), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ user: USER, recoveryCodesLeft: 9 }));
    expect(bodies).toEqual([{ challengeId: 'ch-1', recoveryCode: 'ABCDE-FGHJK' }]);
    expect(screen.getByRole('button', { name: 'Use the code from your app' })).toBeInTheDocument();
  });

  it('offers to start again once the sign-in has expired', async () => {
    serveMfa();
    const user = userEvent.setup();
    const { onRestart } = renderStep();
    await user.type(screen.getByLabelText(/Authentication code/), '999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in has expired');
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(onRestart).toHaveBeenCalled();
  });
});
