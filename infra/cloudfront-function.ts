import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

export interface ViewerRequest {
  uri: string;
  [key: string]: unknown;
}
export type ViewerRequestFunction = (event: { request: ViewerRequest }) => ViewerRequest;

/**
 * Loads a CloudFront Function file (infra/stacks/*.js, plain JS with a top-level `handler`) as a callable,
 * so the local gateway and the tests run the very code CloudFront runs instead of a copy of its logic.
 * It runs in an empty context: like CloudFront's runtime, no require, process or network.
 */
export function loadCloudFrontFunction(file: string): ViewerRequestFunction {
  const code = readFileSync(file, 'utf8');
  return runInNewContext(`${code}\n;handler`, {}, { filename: file }) as ViewerRequestFunction;
}
