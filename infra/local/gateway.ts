import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ERROR_CODES } from '@shared/api-error';
import { redactUrl } from '@shared/redact-url';
import { preflightRoutesOf } from '../../functions/kit/cors';
import { cacheControlOf } from '../cache-control';
import { loadCloudFrontFunction } from '../cloudfront-function';
import { cachedStyleSourcesOf } from '../inline-style-hashes';
import { PAGE_NOT_FOUND_RESPONSE } from '../page-not-found';
import { localPublishedPageSecurityHeaders, localSpaSecurityHeaders } from '../security-headers';
import { HandlerTimeoutError, invokeHandler, type LambdaHandler, loadHandler } from './handlers';
import {
  addCloudFrontHeaders,
  buildHttpEvent,
  functionNameOf,
  lambdaContext,
  newRequestId,
  type RouteLike,
  Router,
  toGatewayResponse,
} from './lambda-event';
import { fromRoot, REPO_ROOT } from './paths';
import { resolveInside, sendFile, sendText, WEB_BUILDING_HTML, WEB_NOT_BUILT_HTML } from './static-files';
import { webBuildInProgress } from './web-build';
import { WsGateway, type WsRouteLike } from './ws-gateway';

/** The default behaviour's viewer-request and viewer-response function, the very file CloudFront runs. */
const spaFallback = loadCloudFrontFunction(fromRoot('infra/stacks/spa-fallback.js'));

/** API Gateway's own request body limit is 10 MB; Parley caps at 1 MiB at the edge (handlers go lower). */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface GatewayOptions {
  /** 0 = any free port (the gateway reports the one it got). Ignored when `server` is given. */
  port?: number;
  /**
   * A server already listening (bindGatewayServer): the caller needed the port before the gateway could
   * serve (npm start puts it in the functions' environment, then migrates and seeds).
   */
  server?: Server;
  host?: string;
  /** Root for relative handler entries. */
  root?: string;
  httpRoutes: readonly RouteLike[];
  wsRoutes: readonly WsRouteLike[];
  webDist?: string;
  widgetDist?: string;
  maxBodyBytes?: number;
  /** Timeout of routes that declare no `timeoutSeconds` (tests' fixture routes); routes.ts always does. */
  timeoutMs?: number;
  /** One line per API request. */
  accessLog?: boolean;
  log?: (line: string) => void;
  loadHandler?: (entry: string) => Promise<LambdaHandler>;
  /**
   * The origin of `/page/*` (published AI webpages, spec part 3): the pages bucket, as CloudFront's
   * '/page/*' behaviour reads it in AWS (infra/local/pages-origin.ts). Called for GET and HEAD; true when
   * it answered. A miss (or no origin) answers the friendly 404, as the AWS fallback origin does.
   */
  pageHandler?: (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean>;
  /**
   * The origin-verify secret (ORIGIN_VERIFY_SECRET of the functions' environment): added to every /api
   * and /ws request as CloudFront adds it in AWS, so the functions' check runs at home too.
   */
  originVerifySecret?: string;
}

export interface Gateway {
  server: Server;
  port: number;
  /** http://localhost:PORT (what the browser uses; APP_ORIGIN). */
  url: string;
  /** http://127.0.0.1:PORT (the @connections endpoint; WS_ENDPOINT). */
  wsEndpoint: string;
  ws: WsGateway;
  close(): Promise<void>;
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  extraHeaders: Record<string, string> = {},
  head = false,
): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  for (const [k, v] of Object.entries(extraHeaders)) res.setHeader(k, v);
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(head ? undefined : text);
}

class BodyTooLargeError extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (err) => {
      if (!failed) reject(err);
    });
  });
}

const portOf = (server: Server): number => {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the gateway server is not listening');
  return address.port;
};

/**
 * The gateway's HTTP server, listening on `port` (0: a port the OS picks, read back from the socket, so
 * no other process can take it between picking and binding). Until startGateway takes it over it answers
 * 503, so a caller can learn the port, configure the functions with it and seed before serving.
 */
export async function bindGatewayServer(port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' });
    res.end('Parley is starting');
  });
  // Node closes an idle keep-alive socket after 5 s, racing clients that reuse it (ECONNRESET on the
  // next request); CloudFront keeps origin connections for 5 s by default but clients see the edge's
  // 60 s+, so the local gateway holds idle sockets longer than any client here waits.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use; set PORT to a free port (e.g. PORT=3001 npm start)`)
          : err,
      );
    };
    server.once('error', onError);
    server.listen({ port, host }, () => {
      server.off('error', onError);
      resolve();
    });
  });
  return server;
}

export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const root = opts.root ?? REPO_ROOT;
  const host = opts.host ?? '127.0.0.1';
  const sink = opts.log ?? ((line: string) => console.log(line));
  // every line this gateway and its WebSocket half write goes through the one URL redaction: the access
  // log quotes request URLs, and Meta's verify token or a visitor's token travel in the query string
  const log = (line: string) => sink(redactUrl(line));
  const load = opts.loadHandler ?? ((entry: string) => loadHandler(entry, root));
  // cors routes get an OPTIONS route to their own function, exactly as infra adds one (kit/cors.ts)
  const router = new Router([...opts.httpRoutes, ...preflightRoutesOf(opts.httpRoutes)]);
  const maxBody = opts.maxBodyBytes ?? MAX_BODY_BYTES;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const webDist = opts.webDist ?? fromRoot('web/dist');
  const widgetDist = opts.widgetDist ?? fromRoot('widget/dist');

  // Listen first: the port is part of the domain name the events carry.
  const server = opts.server ?? (await bindGatewayServer(opts.port ?? 0, host));
  server.removeAllListeners('request'); // bindGatewayServer's "starting" answer
  const port = portOf(server);
  const domainName = `localhost:${port}`;
  const ws = new WsGateway({
    routes: opts.wsRoutes,
    root,
    domainName,
    loadHandler: opts.loadHandler,
    log,
    originVerifySecret: opts.originVerifySecret,
  });

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const started = performance.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const requestId = newRequestId();
    res.setHeader('apigw-requestid', requestId);
    const head = method === 'HEAD';
    const done = (status: number) => {
      if (opts.accessLog) log(`${method} ${req.url} → ${status} (${Math.round(performance.now() - started)} ms)`);
    };
    const match = router.match(method, path);
    if (match.kind === 'none') {
      req.resume();
      sendJson(
        res,
        404,
        { error: { code: ERROR_CODES.NOT_FOUND, message: `No route for ${method} ${path}` } },
        {},
        head,
      );
      return done(404);
    }
    if (match.kind === 'method-not-allowed') {
      req.resume();
      sendJson(
        res,
        405,
        { error: { code: ERROR_CODES.METHOD_NOT_ALLOWED, message: `${method} is not allowed for ${path}` } },
        { allow: match.allow.join(', ') },
        head,
      );
      return done(405);
    }
    let body: Buffer;
    try {
      body = await readBody(req, maxBody);
    } catch (err) {
      if (err instanceof BodyTooLargeError) {
        res.setHeader('connection', 'close');
        sendJson(res, 413, {
          error: {
            code: ERROR_CODES.PAYLOAD_TOO_LARGE,
            message: `Request body larger than ${maxBody} bytes`,
          },
        });
        // Stop reading the rest of an oversized upload once the answer is out.
        res.on('finish', () => req.destroy());
        return done(413);
      }
      throw err;
    }
    const sourceIp = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
    const event = buildHttpEvent(
      { method, url: req.url ?? path, rawHeaders: req.rawHeaders, body, sourceIp, domainName },
      match,
      requestId,
    );
    addCloudFrontHeaders(event.headers, { ip: sourceIp, port: req.socket.remotePort }, opts.originVerifySecret);
    let result: unknown;
    // the route's Lambda timeout, as infra sets it; handlers answer before it (base/deadline.ts)
    const routeTimeoutMs = match.route.timeoutSeconds ? match.route.timeoutSeconds * 1000 : timeoutMs;
    try {
      const handler = await load(match.route.entry);
      const context = lambdaContext(functionNameOf(match.route.entry), randomUUID(), routeTimeoutMs);
      result = await invokeHandler(handler, event, context, routeTimeoutMs, (what) => {
        // Lambda would freeze this work with the environment (infra/local/handlers.ts)
        if (what !== 'finished' || opts.accessLog)
          log(`[gateway] ${match.routeKey} (${requestId}) work left running after the answer: ${what}`);
      });
    } catch (err) {
      if (err instanceof HandlerTimeoutError) {
        // What an HTTP API answers when its Lambda times out (a function error, so 500 with this body;
        // its own 503 "Service Unavailable" comes only at the 30 s integration limit, which no route's
        // timeout reaches). Seeing this means a handler ignored its deadline.
        log(`[gateway] ${match.routeKey} (${requestId}) ${err.message}`);
        sendJson(res, 500, { message: 'Internal Server Error' });
        return done(500);
      }
      log(`[gateway] ${match.routeKey} (${requestId}) handler threw: ${(err as Error).stack ?? err}`);
      sendJson(res, 500, { error: { code: ERROR_CODES.INTERNAL, message: 'Internal error', requestId } });
      return done(500);
    }
    let out: ReturnType<typeof toGatewayResponse>;
    try {
      out = toGatewayResponse(result);
    } catch (err) {
      log(`[gateway] ${match.routeKey} (${requestId}) malformed handler result: ${(err as Error).message}`);
      sendJson(res, 500, { error: { code: ERROR_CODES.INTERNAL, message: 'Internal error', requestId } });
      return done(500);
    }
    const headers: Record<string, string | string[] | number> = { ...out.headers };
    const setCookies = [...out.cookies];
    if (typeof headers['set-cookie'] === 'string') setCookies.unshift(headers['set-cookie']);
    delete headers['set-cookie'];
    if (setCookies.length > 0) headers['set-cookie'] = setCookies;
    headers['content-length'] = out.body.length;
    res.writeHead(out.statusCode, headers);
    res.end(head || out.statusCode === 204 || out.statusCode === 304 ? undefined : out.body);
    done(out.statusCode);
  }

  /**
   * Pages are served at the app's origin only (http://localhost:PORT, APP_ORIGIN): at another name of this
   * machine (127.0.0.1, the LAN address) every sign-in would be refused by the origin check of writes
   * (functions/base/origin.ts), and cookies belong to one host name. So a page asked for under another Host
   * is sent, path and query kept, to the same page at the app's origin, where its cookies live. /api,
   * /ws, @connections (WS_ENDPOINT is 127.0.0.1) and /widget (scripts on customers' sites) answer at any
   * name, as before.
   */
  const appHost = `localhost:${port}`;
  function redirectedToAppHost(req: IncomingMessage, res: ServerResponse, path: string, rawUrl: string): boolean {
    const host = req.headers.host?.toLowerCase();
    const method = req.method ?? 'GET';
    if (!host || host === appHost || (method !== 'GET' && method !== 'HEAD') || !rawUrl.startsWith('/')) return false;
    if (path === '/widget' || path.startsWith('/widget/')) return false;
    req.resume();
    // 302, not 308: a browser keeps a permanent redirect, and the port may serve something else tomorrow
    res.writeHead(302, { location: `http://${appHost}${rawUrl}`, 'cache-control': 'no-store', 'content-length': 0 });
    res.end();
    return true;
  }

  function serveStatic(req: IncomingMessage, res: ServerResponse, path: string): void {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      sendText(res, 405, 'Method Not Allowed');
      return;
    }
    if (path === '/widget' || path.startsWith('/widget/')) {
      const file = resolveInside(widgetDist, path.slice('/widget'.length) || '/');
      if (file) sendFile(req, res, file, { cacheControl: cacheControlOf(path) });
      else sendText(res, 404, 'Not found');
      return;
    }
    if (!existsSync(join(webDist, 'index.html'))) {
      sendText(res, 200, webBuildInProgress() ? WEB_BUILDING_HTML : WEB_NOT_BUILT_HTML, 'text/html; charset=utf-8');
      return;
    }
    // the file CloudFront's function reads for this path, and the status it gives the answer
    // CloudFront's event shape: the query string as { name: { value } }
    const querystring = Object.fromEntries(
      [...new URLSearchParams((req.url ?? '').split('?')[1] ?? '')].map(([name, value]) => [name, { value }]),
    );
    const target = spaFallback({ request: { uri: path, querystring } }).uri;
    const status = spaFallback({
      context: { eventType: 'viewer-response' },
      request: { uri: path, querystring },
      response: { statusCode: 200 },
    }).statusCode;
    let file = resolveInside(webDist, target);
    // a build from before the prerendered pages has only index.html, the SPA shell for every route
    if (!file && target !== path) file = join(webDist, 'index.html');
    if (file) sendFile(req, res, file, { cacheControl: cacheControlOf(target), status });
    else sendText(res, 404, 'Not found');
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const rawUrl = req.url ?? '/';
    const path = rawUrl.split('?')[0] || '/';
    const run = async () => {
      if (path.includes('/@connections/') && ws.handleManagementApi(req, res, path)) return;
      if (path === '/api' || path.startsWith('/api/')) return handleApi(req, res, path);
      if (redirectedToAppHost(req, res, path, rawUrl)) return;
      // CloudFront's '/page/*' behaviour (infra/stacks/web-stack.ts): only GET and HEAD, the pages bucket
      // first, the friendly 404 when it has no such object; never the API (`/page` alone is the SPA's)
      if (path.startsWith('/page/')) {
        for (const [name, value] of Object.entries(localPublishedPageSecurityHeaders())) res.setHeader(name, value);
        const method = req.method ?? 'GET';
        if (method !== 'GET' && method !== 'HEAD') {
          req.resume();
          res.setHeader('allow', 'GET, HEAD');
          return sendText(res, 403, `${method} is not allowed for /page/* (GET and HEAD only)`);
        }
        if (opts.pageHandler && (await opts.pageHandler(req, res, path))) return;
        const { statusCode, headers, body } = PAGE_NOT_FOUND_RESPONSE;
        res.writeHead(statusCode, { ...headers, 'content-length': Buffer.byteLength(body) });
        return void res.end(method === 'HEAD' ? undefined : body);
      }
      // pages get the headers CloudFront adds in AWS (one source: infra/security-headers.ts), the style
      // hashes from the build being served (read again when it is rebuilt)
      const headers = localSpaSecurityHeaders(cachedStyleSourcesOf(webDist));
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      return serveStatic(req, res, path);
    };
    run().catch((err) => {
      log(`[gateway] ${req.method} ${rawUrl} failed: ${(err as Error).stack ?? err}`);
      if (!res.headersSent) {
        sendJson(res, 500, { error: { code: ERROR_CODES.INTERNAL, message: 'Internal error' } });
      } else res.destroy();
    });
  });

  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    const path = (req.url ?? '/').split('?')[0];
    socket.on('error', () => {});
    if (path !== '/ws' && path !== '/ws/') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    ws.handleUpgrade(req, socket, head).catch((err) => {
      log(`[ws] upgrade failed: ${(err as Error).stack ?? err}`);
      socket.destroy();
    });
  });

  return {
    server,
    port,
    url: `http://localhost:${port}`,
    wsEndpoint: `http://127.0.0.1:${port}`,
    ws,
    async close() {
      await ws.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
