import { rmSync } from 'node:fs';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStage, testStage } from '../test-fixtures/test-stage';

/**
 * cdk-nag's AwsSolutions pack over the whole stage (every function of routes.ts with the Bootstrap and
 * Monitoring stacks and the function stacks' alarms), the same stage infra/stacks/stacks.test.ts checks
 * (infra/test-fixtures/test-stage.ts). The pack walks every resource of every stack: 30 s on a quiet
 * machine and past 180 s on a loaded one, so it runs in its own vitest project, out of `npm test`:
 * `npm run test:nag`, which .ci/run runs after `npm test`. Smaller stacks (account, bootstrap, monitoring,
 * the web stack alone) keep their own cdk-nag checks beside their other tests.
 */
let stage: TestStage;
beforeAll(() => {
  stage = testStage();
  stage.app.synth();
}, 120_000);
afterAll(() => rmSync(stage.tmp, { recursive: true, force: true }));

describe('cdk-nag (AwsSolutions) over the whole stage', () => {
  it('has zero unacknowledged findings', () => {
    // cdk-nag v3 reports through CDK's policy validation, not annotations: run the pack directly.
    const report = new AwsSolutionsChecks().validateScope(stage.app);
    const findings = report.violations.map(
      (v) => `${v.ruleName} @ ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
    for (const stack of stage.stacks.all) {
      expect(Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual([]);
      expect(Annotations.fromStack(stack).findWarning('*', Match.anyValue())).toEqual([]);
    }
  }, 300_000);
});
