import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { previewDocument } from '../web/src/features/widget-settings/embed-code';
import { cachedStyleSourcesOf, inlineStylesOf, sha256Source, styleSourcesOf } from './inline-style-hashes';

const dir = mkdtempSync(join(tmpdir(), 'parley-style-hashes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PAGE = `<!doctype html><html><head><title>a style="x" title</title>
<style data-emotion="css-global 1a2b">body{margin:0}</style><style data-emotion="css 3c4d">.css-3c4d{color:red}</style>
<script type="application/json" id="plans">{"html":"<div style=\\"color:blue\\">"}</script>
<!-- <p style="color:green"> --></head>
<body><div id="root"><p class="a" style="color:rgba(0, 0, 0, 0.5);font-family:&quot;Inter&quot;, sans-serif">x</p>
<span data-style="ignored" style='width:10px'>y</span><img alt="a > b" src="/x.png" style=height:1px></div>
<script type="module" src="/assets/index-AbCd1234.js"></script></body></html>`;

describe('inlineStylesOf', () => {
  it('finds the <style> texts as written and the style attributes as the DOM decodes them, in markup only', () => {
    const { elements, attributes } = inlineStylesOf(PAGE);
    expect(elements).toEqual(['body{margin:0}', '.css-3c4d{color:red}']);
    expect(attributes).toEqual([
      'color:rgba(0, 0, 0, 0.5);font-family:"Inter", sans-serif',
      'width:10px',
      'height:1px',
    ]);
  });
});

describe('styleSourcesOf', () => {
  const empty = `'sha256-${createHash('sha256').update('').digest('base64')}'`;
  const preview = previewDocument({
    origin: 'https://x.example',
    clientId: 'c',
    appearance: {
      primaryColor: '#123456',
      welcomeMessage: 'Hi',
      position: 'top-left',
      size: 'large',
      theme: 'dark',
      triggerText: 'Ask',
      showBranding: false,
      enableSound: true,
    },
  });
  const previewStyle = sha256Source(/<style>([\s\S]*?)<\/style>/.exec(preview)![1]);

  it('without a build: the empty <style> emotion fills through CSSOM, and the widget preview’s page', () => {
    expect(empty).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(styleSourcesOf(join(dir, 'missing')).sort()).toEqual([empty, previewStyle].sort());
  });

  it('adds every prerendered page’s inline styles, and unsafe-hashes only when there are style attributes', () => {
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<style>a{color:red}</style>');
    writeFileSync(join(dist, 'app.html'), '<div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-AbCd1234.js'), 'document.head.innerHTML="<style>b{}</style>"');
    expect(styleSourcesOf(dist)).toEqual([empty, previewStyle, sha256Source('a{color:red}')].sort());
    writeFileSync(join(dist, '404.html'), '<style>a{color:red}</style><p style="margin:0">');
    expect(styleSourcesOf(dist)).toEqual([
      "'unsafe-hashes'",
      ...[empty, previewStyle, sha256Source('a{color:red}')].sort(),
      sha256Source('margin:0'),
    ]);
  });

  it('is read again by the local gateway only when an HTML file of the build changed', () => {
    const dist = join(dir, 'cached');
    mkdirSync(dist);
    const page = join(dist, 'index.html');
    writeFileSync(page, '<style>one{}</style>');
    utimesSync(page, 1000, 1000);
    const first = cachedStyleSourcesOf(dist);
    expect(first).toContain(sha256Source('one{}'));
    expect(cachedStyleSourcesOf(dist)).toBe(first);
    writeFileSync(page, '<style>two{}</style>');
    utimesSync(page, 2000, 2000);
    const second = cachedStyleSourcesOf(dist);
    expect(second).toContain(sha256Source('two{}'));
    expect(second).not.toContain(sha256Source('one{}'));
  });
});
