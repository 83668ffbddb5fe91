// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  assertFrameShowsScreen,
  buildWhole,
  chunkClosure,
  deferAppScript,
  startParts,
  withModulePreloads,
} from './build';

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
      routeChunks: [
        '/assets/shell-1.js',
        '/assets/react-1.js',
        '/assets/app-1.js',
        '/assets/home-1.js',
        '/assets/shell-1.js',
      ],
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

describe('buildWhole', () => {
  let parent = '';
  afterEach(() => rmSync(parent, { recursive: true, force: true }));
  const setUp = () => {
    parent = mkdtempSync(join(tmpdir(), 'parley-build-whole-'));
    const dist = join(parent, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), 'old build');
    writeFileSync(join(dist, 'login.html'), 'old login');
    return dist;
  };

  it('leaves the last build whole when a build fails half way, and nothing beside it', async () => {
    const dist = setUp();
    const failing = buildWhole(dist, async (dir) => {
      mkdirSync(dir);
      // the client build's index.html is written, then the prerender fails before login.html
      writeFileSync(join(dir, 'index.html'), 'half a build');
      throw new Error('prerender failed');
    });
    await expect(failing).rejects.toThrow('prerender failed');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('old build');
    expect(readFileSync(join(dist, 'login.html'), 'utf8')).toBe('old login');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('replaces the last build with the new one once it is done, and removes what a killed build left', async () => {
    const dist = setUp();
    // a build killed earlier (no process 2^22 - 1 runs: above Linux's pid_max default)
    const left = join(parent, 'dist.building-4194303');
    mkdirSync(left);
    writeFileSync(join(left, 'index.html'), 'killed build');
    await buildWhole(dist, async (dir) => {
      expect(existsSync(join(dir, 'login.html'))).toBe(false);
      mkdirSync(dir);
      writeFileSync(join(dir, 'index.html'), 'new build');
    });
    expect(readdirSync(dist)).toEqual(['index.html']);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('new build');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('creates the output folder on a clean clone', async () => {
    setUp();
    const fresh = join(parent, 'fresh');
    await buildWhole(fresh, async (dir) => {
      mkdirSync(dir);
      writeFileSync(join(dir, 'index.html'), 'first build');
    });
    expect(readFileSync(join(fresh, 'index.html'), 'utf8')).toBe('first build');
  });
});

describe('startParts', () => {
  it("lists the parts main.tsx imports at startup (the entry's dynamic imports but the screens) with their imports", () => {
    const manifest = {
      'app.html': {
        file: 'assets/app-1.js',
        imports: ['_react.js'],
        dynamicImports: [
          'src/features/leads/routes/leads-page.tsx',
          '_client.js',
          '_theme.js',
          'src/app/start-app.tsx',
        ],
      },
      '_theme.js': { file: 'assets/theme-1.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_client.js': { file: 'assets/client-1.js', imports: ['_react.js'] },
      'src/app/start-app.tsx': { file: 'assets/start-app-1.js', imports: ['_router.js'] },
      '_router.js': { file: 'assets/router-1.js' },
      'src/features/leads/routes/leads-page.tsx': { file: 'assets/leads-page-1.js' },
    };
    expect(startParts(manifest)).toEqual([
      '/assets/client-1.js',
      '/assets/react-1.js',
      '/assets/theme-1.js',
      '/assets/start-app-1.js',
      '/assets/router-1.js',
    ]);
    expect(() => startParts({ 'app.html': { file: 'assets/app-1.js' } })).toThrow(/0 parts at startup/);
  });

  it('the SPA shell preloads them beside what it already preloads, once each, and not its own entry', () => {
    const html = withModulePreloads(BUILT, [
      '/assets/react-1.js',
      '/assets/client-1.js',
      '/assets/app-1.js',
      '/assets/client-1.js',
    ]);
    expect(html.match(/href="\/assets\/react-1.js"/g)).toHaveLength(1);
    expect(html.match(/\/assets\/app-1.js/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/client-1.js"></head>');
  });

  it('a part more (or fewer) than main.tsx imports fails the build instead of joining every page', () => {
    const entry = (dynamicImports: string[]) => ({ 'app.html': { file: 'assets/app-1.js', dynamicImports } });
    expect(() => startParts(entry(['_a.js', '_b.js']))).toThrow(/2 parts at startup, not src\/main.tsx's 3/);
  });
});
