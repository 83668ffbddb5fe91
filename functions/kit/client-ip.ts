import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** API Gateway's sourceIp is the caller as CloudFront saw it; headers can be forged, so they are not used. */
export const clientIp = (event: APIGatewayProxyEventV2): string => event.requestContext?.http?.sourceIp ?? 'unknown';
