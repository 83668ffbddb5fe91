// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWidget } from './build';

// Sizes are deterministic, so the widget's budgets (issue 9) are a test, not a benchmark.
describe('widget bundle budgets', () => {
  it('keeps the loader under 2 KB and the panel under 15 KB gzip', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-widget-'));
    try {
      const built = await buildWidget(dir);
      expect(built.loader.gzip).toBeLessThanOrEqual(2 * 1024);
      expect(built.panel.gzip).toBeLessThanOrEqual(15 * 1024);
      expect(built.panel.file).toMatch(/^panel-[0-9a-f]{10}\.js$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
