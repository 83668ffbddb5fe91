import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { SignupPage } from './signup-page';

const plan = {
  id: 'plan-starter',
  name: 'Starter',
  conversationsLimit: 1000,
  priceMonthly: 249_900,
  features: ['SSL'],
};
const user = {
  id: 'u1',
  email: 'meera@example.com',
  role: 'business_owner',
  clientId: 'c1',
  firstName: 'Meera',
  lastName: 'Iyer',
};

afterEach(() => vi.unstubAllGlobals());

describe('signup wizard', () => {
  it('Back from payment setup shows the account just created and the ways on, not an empty form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url === '/api/plans') return Response.json({ success: true, plans: [plan] });
        if (url === '/api/auth/register') return Response.json({ user }, { status: 201 });
        return Response.json({});
      }),
    );
    renderWithApp(
      <Routes>
        <Route path="/signup" element={<SignupPage />} />
      </Routes>,
      { route: '/signup?plan=plan-starter' },
    );
    const fill = (name: string, value: string) =>
      fireEvent.change(document.querySelector(`[name="${name}"]`) as Element, { target: { value } });
    await screen.findByRole('button', { name: 'Create Account' });
    fill('firstName', 'Meera');
    fill('lastName', 'Iyer');
    fill('email', 'meera@example.com');
    fill('companyName', 'Iyer Dental Care');
    fill('password', 'Secret123');
    fill('confirmPassword', 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));

    expect(screen.getByText('Your account has been created')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText('meera@example.com')).toBeInTheDocument();
    expect(screen.getByText('Meera Iyer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment Setup' }));
    expect(await screen.findByText('Your 30-day trial has started')).toBeInTheDocument();
  });
});
