import { authenticate } from './auth';
import { httpWith } from './http-factory';

/** The handler factory (DESIGN §3) for every auth level; see kit/http-factory.ts for the chain. */
export const http = httpWith(authenticate);
export type { HandlerContext, HandlerContract, HandlerFn, HttpOptions, RouteMeta } from './http-factory';
