import path from 'node:path';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { FunctionSpec } from './function-specs';

/** Code from buildFunctions output: dist/functions/<id>/ (index.mjs + map), one asset per function. */
export const bundledCode =
  (functionsDir: string) =>
  (spec: Pick<FunctionSpec, 'id'>): lambda.Code =>
    lambda.Code.fromAsset(path.join(functionsDir, spec.id));

/**
 * Used when the CLI skips bundling (`aws:cdk:bundling-stacks` is []: `cdk ls`, unit tests, or stacks
 * not selected for deploy). The template shape is identical; only the code is a stub that fails loudly.
 */
export const placeholderCode = (spec: Pick<FunctionSpec, 'id'>): lambda.Code =>
  lambda.Code.fromInline(
    `exports.handler = async () => { throw new Error('${spec.id}: placeholder code, synthesized without bundling'); };`,
  );
