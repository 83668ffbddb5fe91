import * as publicSite from '../../schemas/public-site';
import { withSchemas } from '../route';
import { newsletter as routes } from '../routes/newsletter';

/** newsletter: each route of routes/newsletter.ts with its schemas. */
export const newsletter = withSchemas(routes, {
  subscribeNewsletter: { body: publicSite.newsletterInputSchema, response: publicSite.subscribeNewsletterResponse },
});
