import type { RouteObject } from 'react-router-dom';
import { cloudFrontFunctionConstant, loadCloudFrontFunction } from '../cloudfront-function';
import { fromRoot } from '../local/paths';

// The viewer-request functions as CloudFront runs them (plain JS, loaded in an empty context).
const uriAfter = (file: string) => {
  const fn = loadCloudFrontFunction(fromRoot(`infra/stacks/${file}`));
  return (uri: string) => fn({ request: { uri, method: 'GET' } }).uri;
};

describe('page-index.js (the /page/* behaviour)', () => {
  const rewrite = uriAfter('page-index.js');

  it('reads a published page, with or without the trailing slash, from its index.html', () => {
    expect(rewrite('/page/joes-diner')).toBe('/page/joes-diner/index.html');
    expect(rewrite('/page/joes-diner/')).toBe('/page/joes-diner/index.html');
  });

  it('leaves a file path (a logo) as it is', () => {
    expect(rewrite('/page/_assets/wp1/logo-ab12.png')).toBe('/page/_assets/wp1/logo-ab12.png');
    expect(rewrite('/page/joes-diner/index.html')).toBe('/page/joes-diner/index.html');
  });

  it('does not take a dot in an earlier segment for an extension', () => {
    expect(rewrite('/page/a.b/c')).toBe('/page/a.b/c/index.html');
  });
});

describe('spa-fallback.js (the default behaviour)', () => {
  const file = fromRoot('infra/stacks/spa-fallback.js');
  const rewrite = uriAfter('spa-fallback.js');
  const fn = loadCloudFrontFunction(file);
  const statusOf = (uri: string, statusCode = 200) =>
    fn({ context: { eventType: 'viewer-response' }, request: { uri }, response: { statusCode } }).statusCode;

  it('reads the landing, login and signup pages from their prerendered files, with or without a trailing slash', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/login')).toBe('/login.html');
    expect(rewrite('/login/')).toBe('/login.html');
    expect(rewrite('/signup')).toBe('/signup.html');
    expect(rewrite('/SignUp/')).toBe('/signup.html');
    expect(rewrite('/login//')).toBe('/login.html');
  });

  it('serves /signup with a query (a chosen plan) from the app shell, not the prerendered plan list', () => {
    const withQuery = (uri: string, querystring: Record<string, { value: string }>) =>
      fn({ request: { uri, method: 'GET', querystring } }).uri;
    expect(withQuery('/signup', { plan: { value: 'plan-starter' } })).toBe('/app.html');
    expect(withQuery('/signup', {})).toBe('/signup.html');
    expect(withQuery('/login', { next: { value: '/dashboard' } })).toBe('/login.html');
  });

  it('serves the dashboard home from the app shell with its prerendered frame, its other screens from the app shell', () => {
    expect(rewrite('/dashboard')).toBe('/dashboard.html');
    expect(rewrite('/Dashboard/')).toBe('/dashboard.html');
    expect(rewrite('/dashboard/leads')).toBe('/app.html');
    expect(statusOf('/dashboard')).toBe(200);
  });

  it('serves the app shell for every client-side route and the 404 page, with status 404, for anything else', () => {
    expect(rewrite('/dashboard/ai-webpage/new')).toBe('/app.html');
    expect(rewrite('/admin/clients/')).toBe('/app.html');
    expect(rewrite('/privacy')).toBe('/app.html');
    expect(rewrite('/nope-xyz')).toBe('/404.html');
    expect(rewrite('/login/extra')).toBe('/404.html');
    expect(rewrite('/page')).toBe('/404.html');
    expect(statusOf('/nope-xyz')).toBe(404);
    // CloudFront may hand the viewer-response event the rewritten request: the same answer
    expect(statusOf('/404.html')).toBe(404);
    expect(statusOf('/dashboard/leads')).toBe(200);
    expect(statusOf('/')).toBe(200);
    // an origin error or a revalidation keeps its own status
    expect(statusOf('/nope-xyz', 304)).toBe(304);
  });

  it('leaves files as they are', () => {
    expect(rewrite('/assets/index-AbCd1234.js')).toBe('/assets/index-AbCd1234.js');
    expect(rewrite('/robots.txt')).toBe('/robots.txt');
    expect(rewrite('/app.html')).toBe('/app.html');
    expect(statusOf('/assets/index-AbCd1234.js')).toBe(200);
  });

  it('knows exactly the top-level segments that web/src/app/routes.tsx declares', async () => {
    const { appRoutes } = await import('../../web/src/app/routes');
    const segments = new Set<string>();
    const walk = (routes: RouteObject[]) => {
      for (const route of routes) {
        // a route with an absolute path names a top-level segment; a layout route's children may too
        if (route.path?.startsWith('/')) segments.add(route.path.split('/')[1]);
        else if (route.path === undefined && route.children) walk(route.children);
      }
    };
    walk(appRoutes);
    segments.delete('');
    segments.delete('*');
    const shell = cloudFrontFunctionConstant<string[]>(file, 'APP_SHELL_SEGMENTS');
    const prerendered = Object.keys(cloudFrontFunctionConstant<Record<string, string>>(file, 'PRERENDERED'))
      .map((path) => path.slice(1))
      .filter(Boolean);
    expect([...shell, ...prerendered].sort()).toEqual([...segments].sort());
    for (const segment of segments) expect(rewrite(`/${segment}`), segment).not.toBe('/404.html');
  }, 60_000);
});
