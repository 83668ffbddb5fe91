import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BuildOptions, build } from 'esbuild';

/**
 * Builds the widget into widget/dist: the panel under a content-hashed name (cached for a year), then
 * the loader `parley-widget.js` (fixed URL, short cache) with the panel's name baked in.
 */
export const WIDGET_DIR = resolve(import.meta.dirname);
export const LOADER_FILE = 'parley-widget.js';
/** Gzip (level 9) budgets in bytes (issue 9): the loader rides on every page of a customer's site. */
export const WIDGET_BUDGETS = { loader: 2 * 1024, panel: 15 * 1024 };

export interface WidgetBuild {
  outDir: string;
  loader: { file: string; bytes: number; gzip: number };
  panel: { file: string; bytes: number; gzip: number };
}

const common: BuildOptions & { write: false } = {
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020'],
  platform: 'browser',
  write: false,
  legalComments: 'none',
};

export async function buildWidget(outDir = join(WIDGET_DIR, 'dist')): Promise<WidgetBuild> {
  const panel = await build({ ...common, entryPoints: [join(WIDGET_DIR, 'src/panel.ts')] });
  const panelCode = panel.outputFiles[0].contents;
  const panelFile = `panel-${createHash('sha256').update(panelCode).digest('hex').slice(0, 10)}.js`;
  const loader = await build({
    ...common,
    entryPoints: [join(WIDGET_DIR, 'src/loader.ts')],
    define: { __PANEL_FILE__: JSON.stringify(panelFile) },
  });
  const loaderCode = loader.outputFiles[0].contents;
  mkdirSync(outDir, { recursive: true });
  for (const old of readdirSync(outDir)) if (old.startsWith('panel-')) rmSync(join(outDir, old));
  writeFileSync(join(outDir, panelFile), panelCode);
  writeFileSync(join(outDir, LOADER_FILE), loaderCode);
  const sizes = (code: Uint8Array) => ({ bytes: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength });
  return {
    outDir,
    loader: { file: LOADER_FILE, ...sizes(loaderCode) },
    panel: { file: panelFile, ...sizes(panelCode) },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const result = await buildWidget();
  console.log(
    `widget: ${result.loader.file} ${result.loader.gzip} B gzip, ${result.panel.file} ${result.panel.gzip} B gzip`,
  );
}
