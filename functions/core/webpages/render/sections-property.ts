import { cardGrid, field as f, facts, section, type TemplateView, trio } from './parts';

/** Real estate: three listings (address, price, description) and the agent's licence and experience. */
export const realEstateView: TemplateView = {
  displayName: (d) => f(d, 'agentName'),
  tagline: (d) => (f(d, 'realEstateExperience') ? `Experience: ${f(d, 'realEstateExperience')}` : ''),
  ctaLabel: 'Book a viewing',
  sections: (d) => [
    section(
      'listings',
      'Listings',
      cardGrid(
        trio((n) => ({
          title: f(d, `property${n}Address`),
          price: f(d, `property${n}Price`),
          text: f(d, `property${n}Description`),
        })),
      ),
    ),
    section(
      'agent',
      'Your agent',
      facts([
        ['Agent', f(d, 'agentName')],
        ['Licence', f(d, 'license')],
        ['Experience', f(d, 'realEstateExperience')],
      ]),
    ),
  ],
  schema: (d) => ({ hasCredential: f(d, 'license') || undefined }),
};
