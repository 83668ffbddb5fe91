import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../parley-stage';
import { WebStack } from './web-stack';

let tmp: string;
let widgetDist: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'parley-helper-'));
  widgetDist = path.join(tmp, 'widget-dist');
  mkdirSync(widgetDist);
  writeFileSync(path.join(widgetDist, 'parley-widget.js'), '/* loader */');
  writeFileSync(path.join(widgetDist, 'panel-0123456789.js'), '/* panel */');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The web stack alone, as a clean clone synthesizes it when web/dist is missing: the widget's deployment only. */
function findingsOf(context: Record<string, unknown>): string[] {
  const app = createApp({ outdir: path.join(tmp, `cdk.out-${Math.random()}`), context });
  const web = new WebStack(app, 'Parley-acme-Web', { stage: 'acme', widgetDistDir: widgetDist });
  return new AwsSolutionsChecks()
    .validateScope(web)
    .violations.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
}

describe('the BucketDeployment helper of a web stack without web/dist (issue 28 item 2)', () => {
  it('is acknowledged when only the widget is deployed', () => {
    expect(findingsOf({})).toEqual([]);
  }, 60_000);

  it('acknowledges the assets bucket of the bootstrap qualifier in use, not the default one', () => {
    expect(findingsOf({ '@aws-cdk/core:bootstrapQualifier': 'acme1234' })).toEqual([]);
  }, 60_000);
});
