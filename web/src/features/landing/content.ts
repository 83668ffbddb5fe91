import { WEBPAGE_TEMPLATES } from '@shared/enums';
import { isFeatureShipped, SHIPPED_FEATURES, TEAM_ROLE_LABELS } from '@shared/features';
import { INDUSTRIES } from '../../lib/industries';

/**
 * Marketing copy of the landing page (spec part 1 §1). The spec's figures and claims (10,000+
 * businesses, 99.9% uptime, 24/7 support, expert onboarding, invented testimonials …) are not true of
 * this product, so the page says only what it does today: every figure is computed from the code, and
 * features come from shared/features.ts, where only shipped ones are shown.
 */

export const HERO_CLAIMS = ['Plans priced in rupees', 'No setup fees', 'No AI key needed to start'] as const;

export interface Figure {
  value: string;
  label: string;
}

export const TRUST_STATS: readonly Figure[] = [
  { value: String(INDUSTRIES.length), label: 'Industries' },
  { value: String(TEAM_ROLE_LABELS.length), label: 'Team roles' },
  { value: String(SHIPPED_FEATURES.length), label: 'Features live today' },
];

export const TRUST_INDUSTRIES = INDUSTRIES.map((industry) => industry.name);

/** The stats strip under the testimonials: the published-review count is added by the section. */
export const TESTIMONIAL_STATS: readonly Figure[] = [
  // the template catalogue ships with the AI webpage feature; until then there is nothing to count
  ...(isFeatureShipped('ai-webpage')
    ? [{ value: String(WEBPAGE_TEMPLATES.length), label: 'AI webpage templates' }]
    : []),
  { value: '₹', label: 'Plans priced in rupees' },
  { value: '0', label: 'Setup fees' },
];

export const PRICING_NOTES = [
  'No setup fees',
  'Every plan has every feature that is live today',
  'Provider keys stored encrypted',
  'Serverless on AWS',
] as const;

/** Plan descriptions are fixed by plan name (spec part 1 §3, "plan display"). */
export const PLAN_DESCRIPTIONS: Record<string, string> = {
  Individual: 'For solo professionals getting started',
  Mini: 'For small teams with steady enquiries',
  Starter: 'For growing businesses ready to automate',
  Growth: 'For businesses scaling customer conversations',
  Business: 'For established teams with high volume',
  Professional: 'For multi-team operations that need more',
  Enterprise: 'Custom conversation volume — talk to us',
};

export type FooterLink = { label: string } & (
  | { section: 'features' | 'industries' | 'pricing' | 'demo' | 'cta' }
  | { to: string }
);

export interface FooterLinkGroup {
  title: string;
  links: readonly FooterLink[];
}

/** Every entry goes somewhere real: an in-page section or a page of the app. */
export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', section: 'features' },
      { label: 'Industries', section: 'industries' },
      { label: 'Pricing', section: 'pricing' },
      { label: 'Demo', section: 'demo' },
    ],
  },
  {
    title: 'Company',
    links: [{ label: 'Contact', section: 'cta' }],
  },
  {
    title: 'Account',
    links: [
      { label: 'Log in', to: '/login' },
      { label: 'Sign up', section: 'pricing' },
    ],
  },
];

export const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Cookie Policy', to: '/cookies' },
] as const;
