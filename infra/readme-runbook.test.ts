import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { placeholderCode } from './function-code';
import { listFunctions } from './function-specs';
import { addParleyStage, createApp } from './parley-stage';
import { ACCOUNT_STACK_NAME, AccountStack } from './stacks/account-stack';
import { groupByShard } from './stacks/route-shards';
import { readStageContext, STAGE_CONTEXT_KEYS, stackName } from './stage';

/**
 * The deploy runbook in README.md (issue 28 item 9): every command in its code blocks is an `npx cdk`
 * line; each one's subcommand, flags and stack names are ones the app understands (infra/stage.ts reads
 * the flags exactly as app.ts does), and the synth lines synthesize. Deploys cannot run here; they are
 * checked to parse.
 */
const readme = readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Deploying a stage'), readme.indexOf('## Benchmarks'));
const commands = [...section.matchAll(/```bash\n([\s\S]*?)```/g)].flatMap(([, block]) =>
  block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean),
);

interface CdkCommand {
  line: string;
  sub: string;
  context: Record<string, string>;
  stacks: string[];
  all: boolean;
}

function parse(line: string): CdkCommand {
  const [npx, cdk, sub, ...rest] = line.split(/\s+/);
  expect([npx, cdk], line).toEqual(['npx', 'cdk']);
  const context: Record<string, string> = {};
  const stacks: string[] = [];
  let all = false;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '-c') {
      const [key, ...value] = rest[++i].split('=');
      context[key] = value.join('=');
    } else if (rest[i] === '--all') all = true;
    else if (rest[i].startsWith('-')) throw new Error(`${line}: unexpected option ${rest[i]}`);
    else stacks.push(rest[i]);
  }
  return { line, sub, context, stacks, all };
}

const tmp = mkdtempSync(path.join(tmpdir(), 'parley-runbook-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the deploy runbook in README.md', () => {
  const parsed = commands.map((line) => (line.startsWith('npx cdk ') ? parse(line) : undefined));

  it('has only `npx cdk` commands in its code blocks, first deploy, update and teardown among them', () => {
    expect(commands.filter((_, i) => !parsed[i])).toEqual([]);
    const subs = new Set(parsed.map((c) => c?.sub));
    for (const sub of ['synth', 'deploy', 'diff', 'destroy']) expect(subs.has(sub), sub).toBe(true);
  });

  it('passes only flags the app understands, with values it accepts, and names stacks that exist', () => {
    const shardStacks = (stage: string) =>
      [...groupByShard(listFunctions()).keys()].map((s) => stackName(stage, `Api${s}`));
    for (const c of parsed) {
      if (!c) continue;
      expect(['synth', 'deploy', 'diff', 'destroy'], c.line).toContain(c.sub);
      for (const key of Object.keys(c.context)) expect(STAGE_CONTEXT_KEYS, c.line).toContain(key);
      const { stage } = readStageContext((key) => c.context[key]);
      const known = [
        ACCOUNT_STACK_NAME,
        ...(['Mail', 'Data', 'Web', 'Api'] as const).map((p) => stackName(stage, p)),
        ...shardStacks(stage),
      ];
      for (const name of c.stacks) expect(known, c.line).toContain(name);
      if (c.sub !== 'synth') expect(c.all || c.stacks.length > 0, `${c.line}: names no stack`).toBe(true);
    }
  });

  it('documents every flag the app reads', () => {
    for (const key of STAGE_CONTEXT_KEYS) expect(section, key).toContain(`\`${key}=`);
  });

  it("states the stage's counts of IAM roles, Lambda functions and stacks as synthesized, and names each stack", () => {
    const app = createApp({ outdir: path.join(tmp, 'cdk.out-counts'), context: { 'aws:cdk:bundling-stacks': [] } });
    const context = readStageContext((key) => ({ stage: 'acme', mailFrom: 'example.com' })[key]);
    addParleyStage(app, { ...context, account: new AccountStack(app), code: placeholderCode });
    const stage = app.synth().stacks.filter((s) => s.stackName !== ACCOUNT_STACK_NAME);
    const count = (type: string) =>
      stage.reduce(
        (n, s) =>
          n +
          Object.values((s.template as { Resources: Record<string, { Type: string }> }).Resources).filter(
            (r) => r.Type === type,
          ).length,
        0,
      );
    const [roles, functions] = [count('AWS::IAM::Role'), count('AWS::Lambda::Function')];
    const stated = /\): (\d+) IAM roles\n[\s\S]*?, (\d+) Lambda functions,[\s\S]*?, (\d+) stacks \(/.exec(readme);
    expect(stated?.slice(1).map(Number)).toEqual([roles, functions, stage.length]);
    // the quota table's rows and the stages that fit (the account stack holds one role more)
    expect(readme).toContain(`| IAM roles per account (1,000) | ${roles} | ${Math.floor(999 / roles)} |`);
    expect(readme).toContain(
      `| CloudFormation stacks per region (2,000) | ${stage.length} | ${Math.floor(1999 / stage.length)} |`,
    );
    const listed = section.slice(0, section.indexOf('Stage names'));
    for (const { stackName: name } of stage) {
      const suffix = name.slice(stackName('acme', 'Api').length - 'Api'.length);
      expect(listed, name).toMatch(new RegExp(`\`(Parley-<stage>)?-${suffix}\``));
    }
  }, 240_000);

  it('synthesizes each synth line', () => {
    const synths = parsed.filter((c): c is CdkCommand => c?.sub === 'synth');
    expect(synths.length).toBeGreaterThanOrEqual(2);
    synths.forEach((c, i) => {
      const app = createApp({ outdir: path.join(tmp, `cdk.out-${i}`), context: { 'aws:cdk:bundling-stacks': [] } });
      const context = readStageContext((key) => c.context[key]);
      const account = new AccountStack(app);
      addParleyStage(app, { ...context, account, code: placeholderCode });
      const names = app.synth().stacks.map((s) => s.stackName);
      expect(names, c.line).toContain(stackName(context.stage, 'Web'));
      expect(names, c.line).toContain(ACCOUNT_STACK_NAME);
    });
  }, 240_000);
});
