/**
 * The landing page's form rules are the shared zod schemas (the same the server enforces), but zod
 * is too heavy for the first paint of /. The schemas load on the first focus of a form (or on submit).
 */
export const loadPublicSiteSchemas = () => import('@shared/schemas/public-site');
