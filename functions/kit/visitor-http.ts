import { httpWith } from './http-factory';
import { verifyVisitorToken } from './visitor-token';

/**
 * The handler factory for routes that customers' sites call (public and visitor levels only). It does
 * not import the session-cookie path, so the widget's functions stay small and start faster.
 */
export const http = httpWith(async (event, level) => {
  if (level === 'public') return null;
  if (level === 'visitor') return verifyVisitorToken(event);
  throw new Error(`kit/visitor-http serves public and visitor routes only, not '${level}': use kit/http`);
});
