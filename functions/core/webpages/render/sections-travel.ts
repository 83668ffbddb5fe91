import { cardGrid, field as f, facts, fieldCards, section, type TemplateView, trio } from './parts';

/** Tour planner: three destinations and the budget, premium and luxury packages. */
export const tourPlannerView: TemplateView = {
  displayName: (d) => f(d, 'agencyName'),
  tagline: (d) => (f(d, 'yearsInBusiness') ? `Years in business: ${f(d, 'yearsInBusiness')}` : ''),
  ctaLabel: 'Plan my trip',
  sections: (d) => [
    section('destinations', 'Destinations', cardGrid(trio((n) => ({ title: f(d, `destination${n}`) })))),
    section(
      'packages',
      'Packages',
      fieldCards(d, 'price', [
        ['Budget', 'budgetPrice'],
        ['Premium', 'premiumPrice'],
        ['Luxury', 'luxuryPrice'],
      ]),
    ),
    section('agency', 'About the agency', facts([['Years in business', f(d, 'yearsInBusiness')]])),
  ],
  schema: (d) => ({
    areaServed: trio((n) => f(d, `destination${n}`)).filter(Boolean),
  }),
};
