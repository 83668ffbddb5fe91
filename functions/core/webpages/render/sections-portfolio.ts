import { cardGrid, field as f, facts, section, type TemplateView, trio } from './parts';

/** Freelancer: specialization and experience, the three services and three projects. */
export const freelancerView: TemplateView = {
  displayName: (d) => f(d, 'freelancerName'),
  tagline: (d) => f(d, 'specialization'),
  ctaLabel: 'Start a project',
  sections: (d) => [
    section(
      'services',
      'Services',
      cardGrid(
        [
          { title: 'Web development', text: f(d, 'serviceWebDev') },
          { title: 'UI/UX design', text: f(d, 'serviceUIUX') },
          { title: 'Mobile apps', text: f(d, 'serviceMobile') },
        ].filter((c) => c.text),
      ),
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
      cardGrid(
        [
          { title: 'Wedding', price: f(d, 'weddingPrice') },
          { title: 'Portrait', price: f(d, 'portraitPrice') },
          { title: 'Event', price: f(d, 'eventPrice') },
        ].filter((c) => c.price),
      ),
    ),
  ],
  schema: (d) => ({ areaServed: f(d, 'location') || undefined }),
};
