import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { ForgotPasswordPage } from './forgot-password-page';

afterEach(() => vi.unstubAllGlobals());

describe('Forgot password?', () => {
  it('asks for the address, then the code and a new password, and sends the user to sign in', async () => {
    const bodies: Record<string, unknown[]> = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        const body = JSON.parse(String(init?.body ?? '{}'));
        bodies[path] = [...(bodies[path] ?? []), body];
        if (path === '/api/auth/password/forgot')
          return Response.json({ message: 'If an account uses this address, we have emailed it a code.' });
        if (path === '/api/auth/password/reset') {
          if (body.code !== '123456')
            return Response.json(
              { error: { code: 'VALIDATION', message: 'Invalid body: code', fields: { code: 'The code is wrong' } } },
              { status: 400 },
            );
          return Response.json({ message: 'Your password has been changed. Sign in with the new one.' });
        }
        return Response.json({});
      }),
    );
    const user = userEvent.setup();
    renderWithApp(
      <Routes>
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/login" element={<p>Sign-in page</p>} />
      </Routes>,
      { route: '/forgot-password' },
    );
    await user.type(await screen.findByLabelText(/Email/), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(bodies['/api/auth/password/forgot']).toBeUndefined();

    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'Riya@Example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText(/we have emailed it a code/)).toBeInTheDocument();
    expect(bodies['/api/auth/password/forgot']).toEqual([{ email: 'riya@example.com' }]);

    await user.type(screen.getByLabelText(/Code from the email/), '000000');
    await user.type(screen.getByLabelText(/^New password/), 'Fresh1Pass');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Fresh1Pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The code is wrong')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Code from the email/));
    await user.type(screen.getByLabelText(/Code from the email/), '123456');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(bodies['/api/auth/password/reset']?.at(-1)).toEqual({
      email: 'riya@example.com',
      code: '123456',
      newPassword: 'Fresh1Pass',
      confirmPassword: 'Fresh1Pass',
    });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});
