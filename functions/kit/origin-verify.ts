import { timingSafeEqual } from 'node:crypto';
import { appSecret } from '../adapters/app-secrets';
import { config } from '../base/env';
import { ForbiddenError } from '../base/errors';
import { ORIGIN_VERIFY_HEADER } from './cloudfront-headers';

export { ORIGIN_VERIFY_HEADER } from './cloudfront-headers';

/**
 * True when the request carries the origin-verify secret. CloudFront overwrites a viewer's header of
 * the same name, so only a request that really came through CloudFront carries the right value; the
 * local gateway adds it the same way (infra/local/lambda-event.ts addCloudFrontHeaders). Headers of
 * any case: WebSocket events keep the client's.
 */
export function cameThroughCloudFront(headers: Record<string, string | undefined> | undefined): boolean {
  const expected = appSecret('ORIGIN_VERIFY_SECRET');
  const proof = headerOf(headers, ORIGIN_VERIFY_HEADER);
  return Boolean(expected && proof && sameSecret(proof, expected));
}

/**
 * Refuses a request that did not come through CloudFront (or, at home, the local gateway): the
 * execute-api endpoints answer anyone who finds them, and only the front door applies the security
 * headers, rate limits and WAF. Every HTTP function and $connect get the secret in AWS (infra
 * function-specs.ts); a function in Lambda without it is refused too, so a wiring mistake fails closed.
 * Only a bare handler outside Lambda with no secret (unit tests) is let through.
 */
export function requireCloudFront(headers: Record<string, string | undefined> | undefined): void {
  const expected = appSecret('ORIGIN_VERIFY_SECRET');
  if (!expected) {
    if (config('AWS_LAMBDA_FUNCTION_NAME').AWS_LAMBDA_FUNCTION_NAME) throw new ForbiddenError(NOT_THROUGH_APP);
    return;
  }
  if (!cameThroughCloudFront(headers)) throw new ForbiddenError(NOT_THROUGH_APP);
}

const NOT_THROUGH_APP = "Requests must come through the app's own address";

function headerOf(headers: Record<string, string | undefined> | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers[name] !== undefined) return headers[name];
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
