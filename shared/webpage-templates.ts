import type { WebpageTemplateId } from './schemas/ai-webpages';

/**
 * The nine AI-webpage templates (spec part 3 §2 "Template catalogue"; issue 15). No zod here: the wizard
 * imports this and it must stay small. Thumbnails are SVG markup drawn for Parley (no stock photos):
 * a page outline with a header band and the template's motif, in the template's accent colour.
 */
export interface WebpageTemplate {
  id: WebpageTemplateId;
  name: string;
  description: string;
  category: string;
  features: readonly [string, string, string, string];
  /** The schema.org LocalBusiness (or Organization) subtype of the page's JSON-LD. */
  schemaType: string;
  accent: string;
  thumbnail: string;
}

/** A 160×100 page: header band, a title bar, and the motif's shapes below. */
const thumb = (accent: string, motif: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100" role="img" aria-hidden="true">` +
  `<rect width="160" height="100" rx="6" fill="#f8fafc"/><rect width="160" height="18" rx="6" fill="${accent}"/>` +
  `<rect x="10" y="26" width="70" height="6" rx="3" fill="#334155"/><rect x="10" y="36" width="50" height="4" rx="2" fill="#94a3b8"/>` +
  `<g fill="${accent}" stroke="${accent}">${motif}</g></svg>`;

/** Three cards in a row: the shape every "three items" section (dishes, listings, products …) shares. */
const cards = (inner: (x: number) => string) =>
  [10, 57, 104]
    .map((x) => `<rect x="${x}" y="50" width="46" height="40" rx="4" fill="#fff" stroke-width="1"/>${inner(x)}`)
    .join('');

export const WEBPAGE_TEMPLATE_CATALOGUE: readonly WebpageTemplate[] = [
  {
    id: 'business-landing',
    name: 'Business Landing',
    description: 'A clear one-page site for a local business: what you do, your services and how to reach you.',
    category: 'Business',
    features: ['Hero with your slogan', 'Three services', 'Contact block', 'AI chat for enquiries'],
    schemaType: 'ProfessionalService',
    accent: '#2563eb',
    thumbnail: thumb(
      '#2563eb',
      cards((x) => `<rect x="${x + 8}" y="58" width="30" height="4" rx="2"/>`),
    ),
  },
  {
    id: 'ecommerce-store',
    name: 'Online Store',
    description: 'Show three products with prices and let the AI agent answer buyers and take orders.',
    category: 'E-commerce',
    features: ['Three featured products', 'Prices and descriptions', 'Brand story', 'AI sales assistant'],
    schemaType: 'Store',
    accent: '#db2777',
    thumbnail: thumb(
      '#db2777',
      cards((x) => `<rect x="${x + 8}" y="56" width="30" height="18" rx="2" fill-opacity=".3"/>`),
    ),
  },
  {
    id: 'real-estate',
    name: 'Real Estate Agent',
    description: 'Present three listings with prices and your licence, and capture buyer leads around the clock.',
    category: 'Real Estate',
    features: ['Three property listings', 'Agent profile and licence', 'Experience', 'Viewing requests by chat'],
    schemaType: 'RealEstateAgent',
    accent: '#0f766e',
    thumbnail: thumb(
      '#0f766e',
      cards(
        (x) => `<path d="M${x + 10} 70 L${x + 23} 58 L${x + 36} 70 Z M${x + 13} 70 h20 v10 h-20 Z" stroke-width="0"/>`,
      ),
    ),
  },
  {
    id: 'restaurant',
    name: 'Restaurant',
    description: 'Your menu highlights, chef, opening hours and a reservations call-to-action.',
    category: 'Food & Dining',
    features: ['Menu with three dishes', 'Opening hours', 'Chef and cuisine', 'Reservations by chat'],
    schemaType: 'Restaurant',
    accent: '#c2410c',
    thumbnail: thumb(
      '#c2410c',
      cards((x) => `<circle cx="${x + 23}" cy="68" r="10" fill-opacity=".3"/><circle cx="${x + 23}" cy="68" r="5"/>`),
    ),
  },
  {
    id: 'healthcare',
    name: 'Healthcare Practice',
    description: 'Introduce the doctor, list the services and let patients ask for an appointment.',
    category: 'Healthcare',
    features: ['Doctor profile', 'Specialty and education', 'Three services', 'Appointment requests'],
    schemaType: 'MedicalBusiness',
    accent: '#0369a1',
    thumbnail: thumb(
      '#0369a1',
      cards((x) => `<path d="M${x + 19} 58 h8 v6 h6 v8 h-6 v6 h-8 v-6 h-6 v-8 h6 Z" stroke-width="0"/>`),
    ),
  },
  {
    id: 'education',
    name: 'School & Courses',
    description: 'Show your institution, accreditation and three courses, and answer applicants by chat.',
    category: 'Education',
    features: ['Three courses', 'Accreditation', 'About the institution', 'Admissions questions by chat'],
    schemaType: 'EducationalOrganization',
    accent: '#7c3aed',
    thumbnail: thumb(
      '#7c3aed',
      cards(
        (x) =>
          `<path d="M${x + 9} 64 L${x + 23} 57 L${x + 37} 64 L${x + 23} 71 Z" stroke-width="0"/><rect x="${x + 17}" y="70" width="12" height="8" rx="2"/>`,
      ),
    ),
  },
  {
    id: 'freelancer',
    name: 'Freelancer Portfolio',
    description: 'Your specialization, experience, services and three projects, with a chat for new clients.',
    category: 'Portfolio',
    features: ['Services you offer', 'Three projects', 'Experience', 'Project enquiries by chat'],
    schemaType: 'ProfessionalService',
    accent: '#4f46e5',
    thumbnail: thumb(
      '#4f46e5',
      cards((x) => `<path d="M${x + 16} 62 l-6 6 6 6 M${x + 30} 62 l6 6 -6 6" fill="none" stroke-width="2"/>`),
    ),
  },
  {
    id: 'photographer',
    name: 'Photographer',
    description: 'Wedding, portrait and event packages with prices, and bookings through the chat.',
    category: 'Creative',
    features: ['Three packages with prices', 'Location', 'About your work', 'Bookings by chat'],
    schemaType: 'ProfessionalService',
    accent: '#be123c',
    thumbnail: thumb(
      '#be123c',
      cards(
        (x) =>
          `<rect x="${x + 11}" y="60" width="24" height="16" rx="3" fill-opacity=".3"/><circle cx="${x + 23}" cy="68" r="5"/>`,
      ),
    ),
  },
  {
    id: 'tour-planner',
    name: 'Tour Planner',
    description: 'Three destinations and budget, premium and luxury packages from your travel agency.',
    category: 'Travel',
    features: ['Three destinations', 'Three price packages', 'Years in business', 'Trip planning by chat'],
    schemaType: 'TravelAgency',
    accent: '#15803d',
    thumbnail: thumb(
      '#15803d',
      cards(
        (x) => `<path d="M${x + 8} 80 L${x + 20} 60 L${x + 28} 72 L${x + 32} 66 L${x + 40} 80 Z" stroke-width="0"/>`,
      ),
    ),
  },
];

const BY_ID = new Map(WEBPAGE_TEMPLATE_CATALOGUE.map((t) => [t.id, t]));
export const webpageTemplate = (id: WebpageTemplateId): WebpageTemplate => BY_ID.get(id) as WebpageTemplate;
