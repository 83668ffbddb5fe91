import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { PricingSection } from './pricing-section';

const PLANS = [
  { id: 'plan-individual', name: 'Individual', priceMonthly: 49900, conversationsLimit: 100, features: ['1 AI agent'] },
  {
    id: 'plan-starter',
    name: 'Starter',
    priceMonthly: 249900,
    conversationsLimit: 1000,
    features: ['AI training center'],
  },
  { id: 'plan-growth', name: 'Growth', priceMonthly: 499900, conversationsLimit: 2500, features: [] },
  { id: 'plan-enterprise', name: 'Enterprise', priceMonthly: 0, conversationsLimit: 100000, features: [] },
];

function serve(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('pricing section', () => {
  it("shows 'Loading pricing plans...' until the plans arrive, then the cards", async () => {
    // The cards load lazily (on idle), then fetch: hold the answer until the loading state has shown.
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithApp(<PricingSection />);
    expect(await screen.findByText('Loading pricing plans...')).toBeInTheDocument();
    answer(new Response(JSON.stringify({ success: true, plans: PLANS }), { status: 200 }));
    const starter = await screen.findByTestId('plan-card-plan-starter');
    expect(within(starter).getByText('Most Popular')).toBeInTheDocument();
    expect(within(starter).getByText('₹2,499')).toBeInTheDocument();
    expect(within(starter).getByText('per month')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-card-plan-growth')).getByText('Save 20%')).toBeInTheDocument();
    const enterprise = screen.getByTestId('plan-card-plan-enterprise');
    expect(within(enterprise).getByText('Contact Us')).toBeInTheDocument();
    expect(within(enterprise).getByText('for pricing')).toBeInTheDocument();
    expect(within(enterprise).getByRole('button', { name: /Contact Sales/ })).toBeInTheDocument();
    expect(within(screen.getByTestId('plans-basic')).getAllByRole('article')).toHaveLength(1);
    expect(within(screen.getByTestId('plans-main')).getAllByRole('article')).toHaveLength(2);
  });

  it('shows no cards and no message when the call is not successful', async () => {
    serve({ success: false, plans: PLANS });
    renderWithApp(<PricingSection />);
    await vi.waitFor(() => expect(screen.queryByText('Loading pricing plans...')).toBeNull());
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
