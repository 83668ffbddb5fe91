// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assertFrameShowsScreen, chunkClosure, deferAppScript } from './build';

const BUILT = [
  '<head><script type="module" crossorigin src="/assets/app-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/query-1.js"></head>',
].join('\n');

describe('deferAppScript', () => {
  it("puts after-paint.js in the entry's place, without the module preloads", () => {
    const html = deferAppScript(BUILT);
    expect(html).toContain('<script defer src="/after-paint.js" data-entry="/assets/app-1.js"></script>');
    expect(html).not.toContain('modulepreload');
  });

  it("hands the dashboard frame's after-paint.js the entry's imports, then the screen's route chunks once each", () => {
    const html = deferAppScript(BUILT, {
      preloadAfterPaint: true,
      routeChunks: ['/assets/shell-1.js', '/assets/react-1.js', '/assets/app-1.js', '/assets/home-1.js'],
    });
    expect(html).toContain(
      'data-preload="/assets/react-1.js /assets/query-1.js /assets/shell-1.js /assets/home-1.js"></script>',
    );
  });
});

describe('chunkClosure', () => {
  it("lists the chunks' files and all they import statically, once each", () => {
    const manifest = {
      'shell.tsx': { file: 'assets/shell-1.js', imports: ['_stack.js', '_box.js'] },
      'home.tsx': { file: 'assets/home-1.js', imports: ['_stack.js'] },
      '_stack.js': { file: 'assets/stack-1.js', imports: ['_box.js'] },
      '_box.js': { file: 'assets/box-1.js' },
    };
    expect(chunkClosure(manifest, ['shell.tsx', 'home.tsx'])).toEqual([
      '/assets/shell-1.js',
      '/assets/stack-1.js',
      '/assets/box-1.js',
      '/assets/home-1.js',
    ]);
    expect(() => chunkClosure(manifest, ['gone.tsx'])).toThrow('gone.tsx');
  });
});

describe('assertFrameShowsScreen', () => {
  it("accepts a frame with the home's header and refuses one with only a spinner", () => {
    const header =
      '<main><div><h1 class="a">Dashboard</h1><p>An overview of your AI agent and the leads it captures.</p></div>';
    expect(() => assertFrameShowsScreen(`${header}<p>Loading dashboard...</p></main>`)).not.toThrow();
    expect(() => assertFrameShowsScreen('<main><div role="status"><p>Loading…</p></div></main>')).toThrow(
      'home header',
    );
  });
});
