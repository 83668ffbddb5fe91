import { cardGrid, field as f, facts, section, type TemplateView, trio } from './parts';

/** Online store: the brand's category and three products with prices. */
export const ecommerceView: TemplateView = {
  displayName: (d) => f(d, 'brandName'),
  tagline: (d) => f(d, 'category'),
  ctaLabel: 'Ask about an order',
  sections: (d) => [
    section(
      'products',
      'Products',
      cardGrid(
        trio((n) => ({
          title: f(d, `product${n}Name`),
          price: f(d, `product${n}Price`),
          text: f(d, `product${n}Description`),
        })),
      ),
    ),
  ],
  schema: (d) => ({ category: f(d, 'category') || undefined }),
};

/** Business landing: the slogan, the industry and three services. */
export const businessView: TemplateView = {
  displayName: (d) => f(d, 'businessName'),
  tagline: (d) => f(d, 'slogan'),
  ctaLabel: 'Get in touch',
  sections: (d) => [
    section('services', 'Services', cardGrid(trio((n) => ({ title: f(d, `service${n}`) })))),
    section('industry', 'What we do', facts([['Industry', f(d, 'industry')]])),
  ],
  schema: (d) => ({ slogan: f(d, 'slogan') || undefined, knowsAbout: f(d, 'industry') || undefined }),
};
