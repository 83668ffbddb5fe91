import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetAppSecrets } from '../adapters/app-secrets';
import { resetConfigCache } from '../base/env';
import { clientIp, ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from './client-ip';

const SECRET = 'o'.repeat(48);
const EDGE = '130.176.0.1'; // a CloudFront edge as API Gateway sees it

const event = (headers: Record<string, string>) =>
  ({ headers, requestContext: { http: { sourceIp: EDGE } } }) as unknown as APIGatewayProxyEventV2;

describe('clientIp behind CloudFront', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    delete process.env.ORIGIN_VERIFY_SECRET_ARN;
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    resetConfigCache();
    resetAppSecrets();
  });
  afterEach(() => {
    process.env = { ...saved };
    resetConfigCache();
    resetAppSecrets();
  });

  it("takes the viewer's address when CloudFront proved itself with the origin secret", () => {
    expect(clientIp(event({ [ORIGIN_VERIFY_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: '203.0.113.7:51234' }))).toBe(
      '203.0.113.7',
    );
    expect(clientIp(event({ [ORIGIN_VERIFY_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: '2001:db8::1:443' }))).toBe(
      '2001:db8::1',
    );
  });

  it('ignores a spoofed viewer address sent straight to the API (no secret, or a wrong one)', () => {
    expect(clientIp(event({ [VIEWER_ADDRESS_HEADER]: '198.51.100.9:1' }))).toBe(EDGE);
    expect(clientIp(event({ [ORIGIN_VERIFY_HEADER]: 'x'.repeat(48), [VIEWER_ADDRESS_HEADER]: '198.51.100.9:1' }))).toBe(
      EDGE,
    );
    expect(clientIp(event({ [ORIGIN_VERIFY_HEADER]: '', [VIEWER_ADDRESS_HEADER]: '198.51.100.9:1' }))).toBe(EDGE);
  });

  it('uses sourceIp when the function has no origin secret (at home) or the header is malformed', () => {
    delete process.env.ORIGIN_VERIFY_SECRET;
    resetConfigCache();
    expect(clientIp(event({ [ORIGIN_VERIFY_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: '198.51.100.9:1' }))).toBe(EDGE);
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    resetConfigCache();
    expect(clientIp(event({ [ORIGIN_VERIFY_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: 'evil<script>:1' }))).toBe(EDGE);
  });
});
