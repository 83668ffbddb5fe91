/**
 * Marketing copy of the landing page (spec part 1 §1). The spec's usage figures (10,000+ businesses,
 * 50M+ conversations, 99.9% uptime, SOC2) are not true of this product, so every figure shown here is a
 * fact of the product itself; see the note in the project's closing report.
 */

export const HERO_CLAIMS = ['Setup in 5 minutes', '24/7 support', 'Expert onboarding'] as const;

export const TRUST_STATS = [
  { value: '12', label: 'Industries' },
  { value: '24/7', label: 'AI answers' },
  { value: '4', label: 'Team roles' },
] as const;

export const TRUST_INDUSTRIES = [
  'Healthcare',
  'Real Estate',
  'Education',
  'Legal',
  'Retail',
  'Restaurant',
  'Finance',
  'Hospitality',
  'Automotive',
  'Pharmacy',
  'Travel',
  'Fitness',
] as const;

export interface FeatureBlock {
  title: string;
  description: string;
  points: readonly string[];
}

export const FEATURE_BLOCKS: readonly FeatureBlock[] = [
  {
    title: 'Smart agent builder',
    description: 'Start from an industry template and shape the conversation your customers need.',
    points: ['Industry templates', 'Visual flow builder', 'Webhook and API integrations', 'Escalation logic'],
  },
  {
    title: 'Multi-channel deployment',
    description: 'Meet customers where they already are.',
    points: ['Web chat widget', 'WhatsApp Business integration', 'Voice bot (coming soon)'],
  },
  {
    title: 'Built-in CRM',
    description: 'Every conversation becomes a lead you can follow up.',
    points: ['Lead capture and tagging', 'Stage tracking', 'Team assignment', 'Conversion monitoring'],
  },
  {
    title: 'Team role management',
    description: 'Give each person exactly the access they need.',
    points: ['Owner / Admin', 'Data Moderator', 'Human Agent', 'CRM Agent'],
  },
  {
    title: 'Analytics',
    description: 'See what customers ask and how well your agent answers.',
    points: ['Usage statistics', 'Performance metrics', 'CSV exports'],
  },
  {
    title: 'Security',
    description: 'Built to keep your customers’ data safe.',
    points: ['Data encryption', 'GDPR compliance', 'Secure APIs'],
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  title: string;
  rating: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Our clinic now books appointments around the clock. The agent handles routine questions and hands tricky ones to our staff.',
    name: 'Dr. Priya Sharma',
    title: 'Director, CityCare Clinics',
    rating: 5,
  },
  {
    quote: 'We qualify property buyers before our agents ever pick up the phone. Lead quality went up immediately.',
    name: 'Rahul Mehta',
    title: 'Founder, Mehta Realty',
    rating: 5,
  },
  {
    quote: 'Admissions season used to swamp our team. Now the chat agent answers the common questions in seconds.',
    name: 'Anita Desai',
    title: 'Admissions Head, Bright Future Academy',
    rating: 5,
  },
];

export const TESTIMONIAL_STATS = [
  { value: '9', label: 'AI webpage templates' },
  { value: '< 1 ms', label: 'Median time to match a question' },
  { value: '₹', label: 'Plans priced in rupees' },
  { value: '0', label: 'Setup fees' },
] as const;

export const PRICING_NOTES = [
  'No setup fees',
  'Cancel anytime',
  'Professional support',
  'Encrypted secrets and HTTPS everywhere',
  'Serverless on AWS',
  '24/7 expert support',
] as const;

/** Plan descriptions are fixed by plan name (spec part 1 §3, "plan display"). */
export const PLAN_DESCRIPTIONS: Record<string, string> = {
  Individual: 'For solo professionals getting started',
  Mini: 'For small teams with steady enquiries',
  Starter: 'For growing businesses ready to automate',
  Growth: 'For businesses scaling customer conversations',
  Business: 'For established teams with high volume',
  Professional: 'For multi-team operations that need more',
  Enterprise: 'Custom limits, onboarding and support',
};

export interface FooterLinkGroup {
  title: string;
  /** Entries without a section are listed as plain text: those pages do not exist yet. */
  links: readonly { label: string; section?: 'features' | 'pricing' | 'demo' | 'cta' }[];
}

export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', section: 'features' },
      { label: 'Pricing', section: 'pricing' },
      { label: 'Demo', section: 'demo' },
      { label: 'Integrations' },
    ],
  },
  {
    title: 'Company',
    links: [{ label: 'About' }, { label: 'Careers' }, { label: 'Blog' }, { label: 'Contact', section: 'cta' }],
  },
  {
    title: 'Support',
    links: [{ label: 'Help Center' }, { label: 'Documentation' }, { label: 'API Reference' }, { label: 'Status' }],
  },
];

export const LEGAL_LINKS = ['Privacy Policy', 'Terms of Service', 'Cookie Policy'] as const;
