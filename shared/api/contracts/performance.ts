import { getPerformanceQuery, getPerformanceResponse } from '../../schemas/performance';
import { withSchemas } from '../route';
import { performance as routes } from '../routes/performance';

/** performance: each route of routes/performance.ts with its schemas. */
export const performance = withSchemas(routes, {
  getPerformance: { query: getPerformanceQuery, response: getPerformanceResponse },
});
