import { RemovalPolicy } from 'aws-cdk-lib';

/** Stage names become part of stack, bucket and table names: keep them DNS- and S3-safe. */
export function validateStage(stage: unknown): string {
  if (typeof stage !== 'string' || !/^[a-z0-9](?:[a-z0-9-]{0,18}[a-z0-9])?$/.test(stage)) {
    throw new Error(
      `Invalid stage ${JSON.stringify(stage)}: use 1-20 lowercase letters, digits or dashes (not at either end), e.g. -c stage=acme`,
    );
  }
  return stage;
}

/** `dev` and `test*` stages are throw-away; every other stage keeps its data when the stack is deleted. */
export function isEphemeralStage(stage: string): boolean {
  return stage === 'dev' || stage.startsWith('test');
}

export function removalPolicyFor(stage: string): RemovalPolicy {
  return isEphemeralStage(stage) ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;
}

/** `Api<Shard>` are the route stacks (stacks/route-shards.ts), e.g. Parley-acme-ApiCrm. */
export const stackName = (stage: string, part: 'Data' | 'Api' | 'Web' | 'Bootstrap' | 'Monitoring' | `Api${string}`) =>
  `Parley-${stage}-${part}`;
