import { cardGrid, field as f, facts, section, type TemplateView, trio } from './parts';

/** Healthcare: the doctor (specialty, education), three services and an appointment call-to-action. */
export const healthcareView: TemplateView = {
  displayName: (d) => f(d, 'doctorName'),
  tagline: (d) => f(d, 'specialty'),
  ctaLabel: 'Request an appointment',
  sections: (d) => [
    section(
      'doctor',
      'Your doctor',
      facts([
        ['Doctor', f(d, 'doctorName')],
        ['Specialty', f(d, 'specialty')],
        ['Education', f(d, 'education')],
      ]),
    ),
    section('services', 'Services', cardGrid(trio((n) => ({ title: f(d, `service${n}`) })))),
  ],
  schema: (d) => ({
    medicalSpecialty: f(d, 'specialty') || undefined,
    employee: f(d, 'doctorName')
      ? { '@type': 'Physician', name: f(d, 'doctorName'), alumniOf: f(d, 'education') || undefined }
      : undefined,
  }),
};
