import { cardGrid, field as f, facts, type PageData, paragraph, section, type TemplateView, trio } from './parts';

/** Restaurant: the menu's three dishes, the chef and the opening hours; the hero offers a reservation. */
export const restaurantView: TemplateView = {
  displayName: (d) => f(d, 'restaurantName'),
  tagline: (d) => f(d, 'cuisine'),
  ctaLabel: 'Reserve a table',
  sections: (d: PageData) => [
    section(
      'menu',
      'Menu',
      cardGrid(
        trio((n) => ({ title: f(d, `dish${n}Name`), price: f(d, `dish${n}Price`), text: f(d, `dish${n}Description`) })),
      ),
    ),
    section(
      'kitchen',
      'Our kitchen',
      facts([
        ['Cuisine', f(d, 'cuisine')],
        ['Chef', f(d, 'chefName')],
      ]),
    ),
    section('hours', 'Opening hours', paragraph(f(d, 'hours'))),
  ],
  schema: (d) => ({
    servesCuisine: f(d, 'cuisine') || undefined,
    openingHours: f(d, 'hours') || undefined,
    acceptsReservations: true,
    employee: f(d, 'chefName') ? { '@type': 'Person', name: f(d, 'chefName'), jobTitle: 'Chef' } : undefined,
  }),
};
