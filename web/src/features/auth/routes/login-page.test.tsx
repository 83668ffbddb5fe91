import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { LoginPage } from './login-page';

const admin = {
  id: 'u1',
  email: 'ops@example.com',
  role: 'admin',
  clientId: 'platform',
  firstName: 'Platform',
  lastName: 'Admin',
};

afterEach(() => vi.unstubAllGlobals());

describe("login: an invited admin's first sign-in", () => {
  it('asks for a new password, names why the server refused one, and signs in with the accepted one', async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) !== '/api/auth/login') return Response.json({});
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        if (!body.newPassword) return Response.json({ newPasswordRequired: true });
        if (body.newPassword === 'Weakpassword')
          return Response.json(
            { error: { code: 'VALIDATION', message: 'Invalid request', fields: { newPassword: 'Password too weak' } } },
            { status: 400 },
          );
        return Response.json({ user: admin });
      }),
    );
    renderWithApp(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/admin" element={<p>Admin home</p>} />
      </Routes>,
      { route: '/login' },
    );
    const fill = (name: string, value: string) =>
      fireEvent.change(document.querySelector(`[name="${name}"]`) as Element, { target: { value } });
    await screen.findByRole('button', { name: /sign in/i });
    fill('email', 'ops@example.com');
    fill('password', 'TempPass1234');
    await userEvent.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText(/This was a temporary password/)).toBeInTheDocument();

    fill('newPassword', 'Weakpassword');
    await userEvent.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText('Password too weak')).toBeInTheDocument();

    fill('newPassword', 'Chosen@2026x');
    await userEvent.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText('Admin home')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ email: 'ops@example.com', password: 'TempPass1234', newPassword: 'Chosen@2026x' });
  });
});
