import { loadCloudFrontFunction } from '../cloudfront-function';
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
  const rewrite = uriAfter('spa-fallback.js');

  it('serves the SPA shell for client-side routes and files as they are', () => {
    expect(rewrite('/dashboard/ai-webpage')).toBe('/index.html');
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/assets/index-AbCd1234.js')).toBe('/assets/index-AbCd1234.js');
  });
});
