// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWidget, WIDGET_BUDGETS } from './build';

// Sizes are deterministic, so the widget's budgets (issue 9) are a test, not a benchmark.
describe('widget bundle budgets', () => {
  it('keeps the loader under 2 KB and the panel under 15 KB gzip', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-widget-'));
    try {
      const built = await buildWidget(dir);
      for (const part of ['loader', 'panel'] as const) {
        const { file, gzip } = built[part];
        expect(
          gzip,
          `widget ${part} ${file} is ${gzip} B gzip, over its ${WIDGET_BUDGETS[part]} B budget`,
        ).toBeLessThanOrEqual(WIDGET_BUDGETS[part]);
      }
      expect(built.panel.file).toMatch(/^panel-[0-9a-f]{10}\.js$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
