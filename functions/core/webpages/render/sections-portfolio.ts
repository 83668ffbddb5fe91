import { cardGrid, field as f, facts, fieldCards, section, type TemplateView, trio } from './parts';

/** Freelancer: specialization and experience, the three services and three projects. */
export const freelancerView: TemplateView = {
  displayName: (d) => f(d, 'freelancerName'),
  tagline: (d) => f(d, 'specialization'),
  ctaLabel: 'Start a project',
  sections: (d) => [
    section(
      'services',
      'Services',
      fieldCards(d, 'text', [
        ['Web development', 'serviceWebDev'],
        ['UI/UX design', 'serviceUIUX'],
        ['Mobile apps', 'serviceMobile'],
      ]),
    ),
    section(
      'projects',
      'Projects',
      cardGrid(trio((n) => ({ title: f(d, `project${n}Name`), text: f(d, `project${n}Description`) }))),
    ),
    section(
      'experience',
      'Experience',
      facts([
        ['Specialization', f(d, 'specialization')],
        ['Experience', f(d, 'experience')],
      ]),
    ),
  ],
  schema: (d) => ({
    founder: f(d, 'freelancerName')
      ? { '@type': 'Person', name: f(d, 'freelancerName'), jobTitle: f(d, 'specialization') || undefined }
      : undefined,
  }),
};

/** Photographer: the location and the wedding, portrait and event packages with their prices. */
export const photographerView: TemplateView = {
  displayName: (d) => f(d, 'photographerName'),
  tagline: (d) => f(d, 'location'),
  ctaLabel: 'Book a shoot',
  sections: (d) => [
    section(
      'packages',
      'Packages',
      fieldCards(d, 'price', [
        ['Wedding', 'weddingPrice'],
        ['Portrait', 'portraitPrice'],
        ['Event', 'eventPrice'],
      ]),
    ),
  ],
  schema: (d) => ({ areaServed: f(d, 'location') || undefined }),
};
