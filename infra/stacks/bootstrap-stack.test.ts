import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderCode } from '../function-code';
import { addParleyStage, createApp } from '../parley-stage';
import { roleStatements } from '../test-fixtures/role-statements';
import { BOOTSTRAP_GRANTS } from './bootstrap-stack';

/**
 * The stage bootstrap (bootstrap-stack.ts): one custom resource through the Provider framework, rerun on
 * every deploy, with a function that may do exactly what functions/ops needs, after the Data stack.
 */
let tmp: string;
const synth = (context: Record<string, unknown>, opts: { adminEmail?: string; bootstrapRunId?: string } = {}) => {
  const app = createApp({
    outdir: mkdtempSync(path.join(tmp, 'cdk.out-')),
    context: { 'aws:cdk:bundling-stacks': [], ...context },
  });
  const stacks = addParleyStage(app, { stage: 'acme', code: placeholderCode, functions: [], ...opts });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  app.synth(); // throws if cdk-nag reports anything unacknowledged
  return { stacks, template: Template.fromStack(stacks.bootstrap) };
};
let withAdmin: ReturnType<typeof synth>;
let withoutAdmin: ReturnType<typeof synth>;

beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'parley-bootstrap-'));
  withAdmin = synth({ adminEmail: 'ops@example.com', bootstrapRunId: 'run-1' });
  withoutAdmin = synth({});
}, 120_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const bootstrapRoleId = (t: Template) => {
  const fn = Object.values(t.findResources('AWS::Lambda::Function')).find((f) =>
    JSON.stringify(f.Properties.Code).includes('ops-bootstrap'),
  );
  if (!fn) throw new Error('no bootstrap function');
  return (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
};

describe('bootstrap stack', () => {
  it('has one bootstrap custom resource, served by the Provider framework, with adminEmail from the context', () => {
    const t = withAdmin.template;
    t.resourceCountIs('Custom::ParleyBootstrap', 1);
    t.hasResourceProperties('Custom::ParleyBootstrap', {
      ServiceToken: { 'Fn::GetAtt': [Match.stringLikeRegexp('BootstrapProviderframeworkonEvent'), 'Arn'] },
      AdminEmail: 'ops@example.com',
      RunId: 'run-1',
    });
    // the framework's function invokes the bootstrap function (bundled as ops-bootstrap)
    const fnId = Object.entries(t.findResources('AWS::Lambda::Function')).find(([, f]) =>
      JSON.stringify(f.Properties.Code).includes('ops-bootstrap'),
    )?.[0];
    expect(fnId).toBeTruthy();
    t.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ USER_ON_EVENT_FUNCTION_ARN: { 'Fn::GetAtt': [fnId, 'Arn'] } }) },
    });
  });

  it('passes no AdminEmail without -c adminEmail, and a new RunId on every synth so the bootstrap reruns', () => {
    const props = Object.values(withoutAdmin.template.findResources('Custom::ParleyBootstrap'))[0].Properties;
    expect(props.AdminEmail).toBeUndefined();
    expect(Date.parse(props.RunId)).not.toBeNaN();
    const again = synth({});
    const next = Object.values(again.template.findResources('Custom::ParleyBootstrap'))[0].Properties;
    expect(next.RunId).not.toBe(props.RunId);
  });

  it('runs after the Data stack made the table and the user pool, and reads them from there', () => {
    const { stacks, template } = withAdmin;
    expect(stacks.bootstrap.dependencies).toContain(stacks.data);
    const env = JSON.stringify(
      Object.values(template.findResources('AWS::Lambda::Function')).find((f) =>
        JSON.stringify(f.Properties.Code).includes('ops-bootstrap'),
      )?.Properties.Environment,
    );
    expect(env).toMatch(/Parley-acme-Data:ExportsOutputRefTable/);
    expect(env).toMatch(/Parley-acme-Data:ExportsOutputRefUserPool/);
    // as every function: no source maps read at each cold start (functions/base/mapped-stack.ts)
    expect(env).not.toContain('enable-source-maps');
  });

  it('gives the bootstrap function only the table, its key, AdminGetUser/AdminCreateUser and its own logs', () => {
    const t = withAdmin.template;
    const actions = roleStatements(t, bootstrapRoleId(t))
      .flatMap((s) => [s.Action].flat())
      .sort();
    expect(actions).toEqual(
      [
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        ...BOOTSTRAP_GRANTS.tableRead,
        ...BOOTSTRAP_GRANTS.tableWrite,
        ...BOOTSTRAP_GRANTS.tableKey,
        ...BOOTSTRAP_GRANTS.identity,
      ].sort(),
    );
    expect(actions).not.toContain('cognito-idp:AdminDeleteUser');
    expect(actions).not.toContain('cognito-idp:AdminSetUserPassword');
    expect(actions).not.toContain('dynamodb:DeleteItem');
    const identity = roleStatements(t, bootstrapRoleId(t)).find((s) =>
      [s.Action].flat().includes('cognito-idp:AdminCreateUser'),
    );
    expect(JSON.stringify(identity?.Resource)).toMatch(/Parley-acme-Data:ExportsOutputFnGetAttUserPool.*Arn/);
  });

  it('outputs the admin sign-in URL from the app origin parameter, not an export of the distribution', () => {
    withAdmin.template.hasOutput('AdminSignInUrl', {
      Value: { 'Fn::Join': ['', [{ Ref: Match.stringLikeRegexp('^SsmParameterValueparleyacmeapporigin') }, '/login']] },
    });
    expect(JSON.stringify(withAdmin.template.toJSON())).not.toMatch(/Distribution.*DomainName/);
  });
});
