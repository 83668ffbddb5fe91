import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

export interface ViewerRequest {
  uri: string;
  [key: string]: unknown;
}
export interface ViewerResponse {
  statusCode: number;
  statusDescription?: string;
  [key: string]: unknown;
}
export type ViewerRequestFunction = (event: { request: ViewerRequest }) => ViewerRequest;
/** A function associated with the viewer response too: CloudFront says which event it runs for. */
export type ViewerResponseFunction = (event: {
  context: { eventType: 'viewer-response' };
  request: ViewerRequest;
  response: ViewerResponse;
}) => ViewerResponse;

/**
 * Loads a CloudFront Function file (infra/stacks/*.js, plain JS with a top-level `handler`) as a callable,
 * so the local gateway and the tests run the very code CloudFront runs instead of a copy of its logic.
 * It runs in an empty context: like CloudFront's runtime, no require, process or network.
 */
export function loadCloudFrontFunction(file: string): ViewerRequestFunction & ViewerResponseFunction {
  const code = readFileSync(file, 'utf8');
  return runInNewContext(`${code}\n;handler`, {}, { filename: file });
}

/** A top-level constant of a CloudFront Function file (its tables, for checks against the app and the build). */
export function cloudFrontFunctionConstant<T>(file: string, name: string): T {
  const code = readFileSync(file, 'utf8');
  return runInNewContext(`${code}\n;${name}`, {}, { filename: file }) as T;
}
