import { existsSync } from 'node:fs';
import path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildWidget } from '../widget/build';
import { buildFunctions, repoRoot } from './build-functions';
import { bundledCode, placeholderCode } from './function-code';
import { ensureWebBuilt } from './local/web-build';
import { addParleyStage, createApp } from './parley-stage';
import { AccountStack } from './stacks/account-stack';
import { readStageContext } from './stage';

/**
 * CDK entry (cdk.json: `npx tsx infra/app.ts`). `-c stage=<name>` picks the deployment;
 * optional `-c domainName=... -c certificateArn=...` put it on a custom domain.
 *
 * Functions are bundled once, in one esbuild pass, before any stack is built. When the CLI asks for
 * no bundling (context `aws:cdk:bundling-stacks` = [], e.g. `cdk ls` or `--exclusively` on other
 * stacks) functions get inline placeholder code instead, so listing stays instant and offline.
 */
async function main(): Promise<void> {
  const app = createApp();
  // checked before the slow part (bundling, the web build): a wrong flag fails at once
  const context = readStageContext((key) => app.node.tryGetContext(key));
  const bundlingStacks = app.node.tryGetContext('aws:cdk:bundling-stacks');
  const skipBundling = Array.isArray(bundlingStacks) && bundlingStacks.length === 0;
  const code = skipBundling ? placeholderCode : bundledCode((await buildFunctions()).outDir);

  const webDist = path.join(repoRoot, 'web', 'dist');
  // A synth builds what it deploys, as `npm start` does: web/dist when it is missing or older than its
  // sources (web/ or shared/), the widget every time (it builds in under a second).
  if (!skipBundling) await ensureWebBuilt((line) => console.error(line));
  const widgetDist = skipBundling ? undefined : (await buildWidget()).outDir;
  // once per account and region, whatever the stage: `cdk deploy Parley-Account` (README runbook)
  const account = new AccountStack(app);
  addParleyStage(app, {
    ...context,
    account,
    code,
    webDistDir: existsSync(webDist) ? webDist : undefined,
    widgetDistDir: widgetDist,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  app.synth();
}

main().catch((err: Error) => {
  // one sentence for the engineer (a failed web build, a bad stage name), not a stack trace
  console.error(`Synth refused: ${err.message}`);
  process.exit(1);
});
