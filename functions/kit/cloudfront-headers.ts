/**
 * The headers CloudFront adds to every /api/* and /ws request (web stack), replacing a viewer's own of
 * the same name. A module without imports, so the local gateway, which adds them at home, and infra can
 * name them without loading the kit.
 */

/** The custom origin header carrying the origin-verify secret (kit/origin-verify.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-parley-origin-verify';
/** Added by CloudFront (origin request policy of /api/*): "<viewer ip>:<port>", IPv4 or IPv6. */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
