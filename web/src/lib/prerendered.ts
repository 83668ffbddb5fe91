/**
 * Which URL the build prerendered into this page (web/build.ts writes it on #root): a path, or '*' for
 * the not-found page that answers any unknown path. Hydrating is only safe when the page would render
 * the same now; a query string (/signup?plan=…) can change what the SPA renders, so then it renders afresh.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export function prerenderedFor(root: HTMLElement, location: Pick<Location, 'pathname' | 'search'>): boolean {
  const path = root.getAttribute(PRERENDERED_ATTRIBUTE);
  if (!path || !root.hasChildNodes() || location.search !== '') return false;
  return path === '*' || path === location.pathname.replace(/\/+$/, '') || (path === '/' && location.pathname === '/');
}
