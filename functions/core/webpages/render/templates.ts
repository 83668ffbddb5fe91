import type { WebpageTemplateId } from '@shared/schemas/ai-webpages';
import { field as f, trio } from './parts';
import type { TemplateView } from './template';

/** The nine templates: which customData fields each shows, in which sections, and its schema.org extras. */
export const TEMPLATES: Record<WebpageTemplateId, TemplateView> = {
  /** Business landing: the slogan, the industry and three services. */
  'business-landing': {
    name: 'businessName',
    tagline: 'slogan',
    ctaLabel: 'Get in touch',
    sections: [
      { id: 'services', heading: 'Services', numbered: { title: 'service#' } },
      { id: 'industry', heading: 'What we do', facts: [['Industry', 'industry']] },
    ],
    schema: (d) => ({ slogan: f(d, 'slogan') || undefined, knowsAbout: f(d, 'industry') || undefined }),
  },
  /** Online store: the brand's category and three products with prices. */
  'ecommerce-store': {
    name: 'brandName',
    tagline: 'category',
    ctaLabel: 'Ask about an order',
    sections: [
      {
        id: 'products',
        heading: 'Products',
        numbered: { title: 'product#Name', price: 'product#Price', text: 'product#Description' },
      },
    ],
    schema: (d) => ({ category: f(d, 'category') || undefined }),
  },
  /** Real estate: three listings (address, price, description) and the agent's licence and experience. */
  'real-estate': {
    name: 'agentName',
    tagline: ['Experience', 'realEstateExperience'],
    ctaLabel: 'Book a viewing',
    sections: [
      {
        id: 'listings',
        heading: 'Listings',
        numbered: { title: 'property#Address', price: 'property#Price', text: 'property#Description' },
      },
      {
        id: 'agent',
        heading: 'Your agent',
        facts: [
          ['Agent', 'agentName'],
          ['Licence', 'license'],
          ['Experience', 'realEstateExperience'],
        ],
      },
    ],
    schema: (d) => ({ hasCredential: f(d, 'license') || undefined }),
  },
  /** Restaurant: the menu's three dishes, the chef and the opening hours; the hero offers a reservation. */
  restaurant: {
    name: 'restaurantName',
    tagline: 'cuisine',
    ctaLabel: 'Reserve a table',
    sections: [
      { id: 'menu', heading: 'Menu', numbered: { title: 'dish#Name', price: 'dish#Price', text: 'dish#Description' } },
      {
        id: 'kitchen',
        heading: 'Our kitchen',
        facts: [
          ['Cuisine', 'cuisine'],
          ['Chef', 'chefName'],
        ],
      },
      { id: 'hours', heading: 'Opening hours', paragraph: 'hours' },
    ],
    schema: (d) => ({
      servesCuisine: f(d, 'cuisine') || undefined,
      openingHours: f(d, 'hours') || undefined,
      acceptsReservations: true,
      employee: f(d, 'chefName') ? { '@type': 'Person', name: f(d, 'chefName'), jobTitle: 'Chef' } : undefined,
    }),
  },
  /** Healthcare: the doctor (specialty, education), three services and an appointment call-to-action. */
  healthcare: {
    name: 'doctorName',
    tagline: 'specialty',
    ctaLabel: 'Request an appointment',
    sections: [
      {
        id: 'doctor',
        heading: 'Your doctor',
        facts: [
          ['Doctor', 'doctorName'],
          ['Specialty', 'specialty'],
          ['Education', 'education'],
        ],
      },
      { id: 'services', heading: 'Services', numbered: { title: 'service#' } },
    ],
    schema: (d) => ({
      medicalSpecialty: f(d, 'specialty') || undefined,
      employee: f(d, 'doctorName')
        ? { '@type': 'Physician', name: f(d, 'doctorName'), alumniOf: f(d, 'education') || undefined }
        : undefined,
    }),
  },
  /** Education: the institution's accreditation and its three courses. */
  education: {
    name: 'institutionName',
    tagline: 'accreditation',
    ctaLabel: 'Ask about admissions',
    sections: [
      { id: 'courses', heading: 'Courses', numbered: { title: 'course#' } },
      { id: 'accreditation', heading: 'Accreditation', facts: [['Accredited by', 'accreditation']] },
    ],
    schema: (d) => ({ hasCredential: f(d, 'accreditation') || undefined }),
  },
  /** Freelancer: specialization and experience, the three services and three projects. */
  freelancer: {
    name: 'freelancerName',
    tagline: 'specialization',
    ctaLabel: 'Start a project',
    sections: [
      {
        id: 'services',
        heading: 'Services',
        shown: 'text',
        named: [
          ['Web development', 'serviceWebDev'],
          ['UI/UX design', 'serviceUIUX'],
          ['Mobile apps', 'serviceMobile'],
        ],
      },
      { id: 'projects', heading: 'Projects', numbered: { title: 'project#Name', text: 'project#Description' } },
      {
        id: 'experience',
        heading: 'Experience',
        facts: [
          ['Specialization', 'specialization'],
          ['Experience', 'experience'],
        ],
      },
    ],
    schema: (d) => ({
      founder: f(d, 'freelancerName')
        ? { '@type': 'Person', name: f(d, 'freelancerName'), jobTitle: f(d, 'specialization') || undefined }
        : undefined,
    }),
  },
  /** Photographer: the location and the wedding, portrait and event packages with their prices. */
  photographer: {
    name: 'photographerName',
    tagline: 'location',
    ctaLabel: 'Book a shoot',
    sections: [
      {
        id: 'packages',
        heading: 'Packages',
        shown: 'price',
        named: [
          ['Wedding', 'weddingPrice'],
          ['Portrait', 'portraitPrice'],
          ['Event', 'eventPrice'],
        ],
      },
    ],
    schema: (d) => ({ areaServed: f(d, 'location') || undefined }),
  },
  /** Tour planner: three destinations and the budget, premium and luxury packages. */
  'tour-planner': {
    name: 'agencyName',
    tagline: ['Years in business', 'yearsInBusiness'],
    ctaLabel: 'Plan my trip',
    sections: [
      { id: 'destinations', heading: 'Destinations', numbered: { title: 'destination#' } },
      {
        id: 'packages',
        heading: 'Packages',
        shown: 'price',
        named: [
          ['Budget', 'budgetPrice'],
          ['Premium', 'premiumPrice'],
          ['Luxury', 'luxuryPrice'],
        ],
      },
      { id: 'agency', heading: 'About the agency', facts: [['Years in business', 'yearsInBusiness']] },
    ],
    schema: (d) => ({ areaServed: trio((n) => f(d, `destination${n}`)).filter(Boolean) }),
  },
};
