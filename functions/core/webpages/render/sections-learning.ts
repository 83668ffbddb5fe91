import { cardGrid, field as f, facts, section, type TemplateView, trio } from './parts';

/** Education: the institution's accreditation and its three courses. */
export const educationView: TemplateView = {
  displayName: (d) => f(d, 'institutionName'),
  tagline: (d) => f(d, 'accreditation'),
  ctaLabel: 'Ask about admissions',
  sections: (d) => [
    section('courses', 'Courses', cardGrid(trio((n) => ({ title: f(d, `course${n}`) })))),
    section('accreditation', 'Accreditation', facts([['Accredited by', f(d, 'accreditation')]])),
  ],
  schema: (d) => ({ hasCredential: f(d, 'accreditation') || undefined }),
};
