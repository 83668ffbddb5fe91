import { UpstreamError } from '../../base/errors';
import type { Logger } from '../../base/logger';
import { GatewayCallError } from './gateway-call';

/**
 * An owner's billing action whose gateway call failed answers 502 with a sentence for people; the
 * gateway's own description (already scrubbed of keys) goes to the log for the platform's engineers.
 */
export async function explainGatewayFailure<T>(log: Logger, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (err) {
    if (!(err instanceof GatewayCallError)) throw err;
    log.error('billing: gateway call failed', { gateway: err.gateway, error: err.message });
    throw new UpstreamError(`${err.gateway} could not complete the request. Please try again in a few minutes.`);
  }
}
