import type { Template } from 'aws-cdk-lib/assertions';

export interface Statement {
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

/**
 * Every statement a role's function may use: the role's inline policies (where the API stack puts each
 * function's grants) and any AWS::IAM::Policy attached to it (CDK's default policy, e.g. the SQS
 * event source of a queue consumer). For the CDK tests that check what a function may do.
 */
export function roleStatements(template: Template, roleLogicalId: string): Statement[] {
  const role = template.findResources('AWS::IAM::Role')[roleLogicalId];
  if (!role) throw new Error(`no role ${roleLogicalId}`);
  const inline = ((role.Properties.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[]).flatMap(
    (p) => p.PolicyDocument.Statement,
  );
  const attached = Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${roleLogicalId}"`))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
  return [...inline, ...attached];
}
