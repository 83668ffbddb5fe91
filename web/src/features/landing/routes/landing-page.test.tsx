import { PRODUCT_FEATURES, SHIPPED_FEATURES, TEAM_ROLE_LABELS } from '@shared/features';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INDUSTRIES } from '../../../lib/industries';
import { renderWithApp } from '../../../test-utils';
import { LandingPage } from './landing-page';

/** Claims the review found on the page that the product does not back; none may come back. */
const NEVER_TRUE = [
  '24/7',
  'Expert onboarding',
  '< 1 ms',
  'Visual flow builder',
  'Data Moderator',
  'CRM Agent',
  'GDPR',
  '99.9%',
  'SOC',
  'Setup in 5 minutes',
  'Cancel anytime',
  'Dr. Priya Sharma',
  'Rahul Mehta',
  'Anita Desai',
];

function serve(testimonials: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = String(url).endsWith('/api/testimonials') ? { testimonials } : { success: true, plans: [] };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

async function renderLanding(testimonials: unknown[] = []) {
  serve(testimonials);
  const view = renderWithApp(<LandingPage />);
  await waitFor(() => expect(screen.queryByText('Loading pricing plans...')).toBeNull());
  return view;
}

// the whole page renders in each test: generous time for a loaded machine
describe('landing page claims', { timeout: 20_000 }, () => {
  it('lists every shipped feature and no unshipped one', async () => {
    await renderLanding();
    const features = document.getElementById('features') as HTMLElement;
    for (const f of SHIPPED_FEATURES) expect(within(features).getByText(f.title)).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const f of PRODUCT_FEATURES.filter((x) => x.shipped !== true)) expect(text).not.toContain(f.title);
    for (const claim of NEVER_TRUE) expect(text).not.toContain(claim);
  });

  it('shows only figures computed from the code', async () => {
    await renderLanding();
    const derived = new Set([INDUSTRIES.length, TEAM_ROLE_LABELS.length, SHIPPED_FEATURES.length].map(String));
    const stats = screen.getByTestId('trust-stats');
    expect(within(stats).getByText('Industries').previousSibling?.textContent).toBe(String(INDUSTRIES.length));
    expect(within(stats).getByText('Team roles').previousSibling?.textContent).toBe(String(TEAM_ROLE_LABELS.length));
    expect(within(screen.getByRole('list', { name: 'Industries we serve' })).getAllByRole('listitem')).toHaveLength(
      INDUSTRIES.length,
    );
    // every number the page states (not form rules, not the footer's year) is one of the derived figures
    const page = document.body.cloneNode(true) as HTMLElement;
    for (const form of page.querySelectorAll('form')) form.remove();
    const year = String(new Date().getFullYear());
    const numbers = (page.textContent ?? '').replace(`© ${year}`, '').match(/\d[\d,.]*/g) ?? [];
    expect(numbers.length).toBeGreaterThan(0);
    for (const n of numbers) expect(derived).toContain(n);
  });

  it('hides the testimonials section while none is approved', async () => {
    await renderLanding([]);
    expect(document.getElementById('testimonials')).toBeNull();
    expect(screen.queryByText(/What businesses say/)).toBeNull();
  });

  it('shows approved testimonials from the API with their rating', async () => {
    await renderLanding([
      { name: 'Asha Verma', company: 'Verma Opticals', rating: 4, quote: 'Our intents answer most questions.' },
    ]);
    // the section loads on idle (a dynamic import, then its fetch): seconds on a loaded machine
    const section = await screen.findByRole(
      'region',
      { name: 'What businesses say about Parley' },
      { timeout: 10_000 },
    );
    expect(within(section).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(section).getByText('Verma Opticals')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(section).getByText('Published review')).toBeInTheDocument();
  });

  it('gives every footer entry a destination', async () => {
    await renderLanding();
    const footer = screen.getByRole('contentinfo');
    const entries = within(footer).getAllByRole('listitem');
    for (const li of entries) expect(within(li).queryByRole('link') ?? within(li).queryByRole('button')).not.toBeNull();
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookies'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
