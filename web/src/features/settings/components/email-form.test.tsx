import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { EmailForm } from './email-form';

afterEach(() => vi.unstubAllGlobals());

describe('Sign-in Address', () => {
  it('shows whether the address is verified, sends the new one with the password, and names a refused field', async () => {
    const sent: unknown[] = [];
    let email = 'riya@example.com';
    let verified = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        if (path === '/api/auth/email' && init?.method === 'PUT') {
          const body = JSON.parse(String(init.body));
          sent.push(body);
          if (body.password !== 'Right1Pass')
            return Response.json(
              { error: { code: 'VALIDATION', message: 'Invalid body: password', fields: { password: 'Wrong' } } },
              { status: 400 },
            );
          email = body.email;
          verified = false;
        }
        if (path === '/api/auth/email') return Response.json({ email, verified });
        return Response.json({});
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<EmailForm />);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByText(/You sign in with riya@example.com/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('New sign-in address'), 'riya@new.example');
    await user.type(screen.getByLabelText('Your Password'), 'Wrong1Pass');
    await user.click(screen.getByRole('button', { name: 'Change Address' }));
    expect(await screen.findByText('Wrong')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Your Password'));
    await user.type(screen.getByLabelText('Your Password'), 'Right1Pass');
    await user.click(screen.getByRole('button', { name: 'Change Address' }));
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect(screen.getByText(/You sign in with riya@new.example/)).toBeInTheDocument();
    expect(sent).toEqual([
      { email: 'riya@new.example', password: 'Wrong1Pass' },
      { email: 'riya@new.example', password: 'Right1Pass' },
    ]);
  });
});
