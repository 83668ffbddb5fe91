import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag v3 acknowledgements go through CDK's own Validations API. A reason is mandatory here so
 * every acknowledged finding says why it is acceptable.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  if (reason.trim().length < 20) throw new Error(`cdk-nag acknowledgement ${id} needs a real reason`);
  Validations.of(scope).acknowledge({ id, reason });
}

/**
 * Acknowledges one IAM5 wildcard finding for a resource ARN we wrote ourselves. cdk-nag names such a
 * finding after the ARN with references flattened (`<Logical.Arn>`, `<AWS::Region>`); computing the
 * same string here keeps the acknowledgement exact instead of silencing IAM5 wholesale.
 */
export function acknowledgeWildcardResource(scope: IConstruct, resourceArn: string, reason: string): void {
  const flat = flattenReference(Stack.of(scope).resolve(resourceArn));
  acknowledge(scope, `AwsSolutions-IAM5[Resource::${flat}]`, reason);
}

/** Mirrors cdk-nag's internal flattenCfnReference (not exported by the package). */
export function flattenReference(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\${/g, '<').replace(/}/g, '>');
  const obj = node as Record<string, unknown>;
  if (obj['Fn::Join']) {
    const [delimiter, items] = obj['Fn::Join'] as [string, unknown[]];
    return items.map(flattenReference).join(delimiter);
  }
  if (obj['Fn::Sub']) return flattenReference(obj['Fn::Sub']);
  if (obj['Fn::GetAtt']) {
    const [resource, attribute] = obj['Fn::GetAtt'] as [unknown, unknown];
    return `<${flattenReference(resource)}.${flattenReference(attribute)}>`;
  }
  if (obj['Fn::ImportValue']) return flattenReference(obj['Fn::ImportValue']);
  if (obj.Ref) return `<${flattenReference(obj.Ref)}>`;
  return JSON.stringify(node);
}
