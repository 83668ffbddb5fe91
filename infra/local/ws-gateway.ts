import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { invokeHandler, type LambdaHandler, loadHandler } from './handlers';
import { addCloudFrontHeaders, functionNameOf, lambdaContext, newRequestId } from './lambda-event';

/**
 * API Gateway WebSocket API at home: `/ws` upgrades emit $connect / $default / $disconnect events to the
 * handlers in functions/routes.ts `wsRoutes`, and `/@connections/{id}` serves the management API that
 * @aws-sdk/client-apigatewaymanagementapi calls (endpoint = WS_ENDPOINT), so backend code runs unchanged.
 */

export interface WsRouteLike {
  routeKey: string;
  entry: string;
}

export interface WsGatewayOptions {
  routes: readonly WsRouteLike[];
  root?: string;
  /** host:port used as requestContext.domainName. */
  domainName: string;
  timeoutMs?: number;
  log?: (line: string) => void;
  loadHandler?: (entry: string) => Promise<LambdaHandler>;
  /** Added to $connect's headers as CloudFront adds it (gateway.ts GatewayOptions). */
  originVerifySecret?: string;
}

interface Connection {
  id: string;
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
}

/** API Gateway's limits: 128 KiB per message (and per @connections post). */
export const WS_MAX_MESSAGE_BYTES = 128 * 1024;

function connectionIdLike(): string {
  // AWS ids look like "L0SM9cOFvHcCIhw=": base64 with a trailing '=' that clients must URL-encode.
  return randomBytes(11).toString('base64').replace(/\+/g, 'A').replace(/\//g, 'B');
}

function requestTime(d: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${months[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

export class WsGateway {
  readonly connections = new Map<string, Connection>();
  private readonly wss: WebSocketServer;
  private readonly handlers: Map<string, WsRouteLike>;
  private readonly load: (entry: string) => Promise<LambdaHandler>;
  private readonly log: (line: string) => void;
  private readonly timeoutMs: number;

  constructor(private readonly opts: WsGatewayOptions) {
    this.handlers = new Map(opts.routes.map((r) => [r.routeKey, r]));
    this.load = opts.loadHandler ?? ((entry) => loadHandler(entry, opts.root));
    this.log = opts.log ?? ((line) => console.error(line));
    this.timeoutMs = opts.timeoutMs ?? 29_000;
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: WS_MAX_MESSAGE_BYTES,
      // The subprotocol is whatever $connect answered in Sec-WebSocket-Protocol (as in AWS); none otherwise.
      handleProtocols: (_protocols, req) =>
        (req as IncomingMessage & { selectedProtocol?: string }).selectedProtocol ?? false,
    });
  }

  private baseContext(
    routeKey: string,
    eventType: string,
    conn: Pick<Connection, 'id' | 'connectedAt' | 'sourceIp' | 'userAgent'>,
  ) {
    const now = new Date();
    const requestId = newRequestId();
    return {
      routeKey,
      eventType,
      extendedRequestId: requestId,
      requestTime: requestTime(now),
      messageDirection: 'IN',
      stage: '$default',
      connectedAt: conn.connectedAt,
      requestTimeEpoch: now.getTime(),
      identity: { sourceIp: conn.sourceIp, userAgent: conn.userAgent },
      requestId,
      domainName: this.opts.domainName,
      connectionId: conn.id,
      apiId: 'local',
    };
  }

  private async invoke(routeKey: string, event: { requestContext: { requestId: string } }): Promise<unknown> {
    const route = this.handlers.get(routeKey);
    if (!route) return undefined;
    const handler = await this.load(route.entry);
    const context = lambdaContext(functionNameOf(route.entry), event.requestContext.requestId, this.timeoutMs);
    return invokeHandler(handler, event, context, this.timeoutMs);
  }

  /** Called by the HTTP server for upgrade requests on /ws. */
  async handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    const headers: Record<string, string> = {};
    const multiValueHeaders: Record<string, string[]> = {};
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i];
      const value = req.rawHeaders[i + 1];
      headers[name] = value;
      multiValueHeaders[name] = [...(multiValueHeaders[name] ?? []), value];
    }
    addCloudFrontHeaders(
      headers,
      { ip: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1', port: req.socket.remotePort },
      this.opts.originVerifySecret,
    );
    for (const name of Object.keys(multiValueHeaders)) if (!(name in headers)) delete multiValueHeaders[name];
    for (const [name, value] of Object.entries(headers)) multiValueHeaders[name] ??= [value];
    const query: Record<string, string> = {};
    const multiQuery: Record<string, string[]> = {};
    for (const [k, v] of url.searchParams) {
      query[k] = v;
      multiQuery[k] = [...(multiQuery[k] ?? []), v];
    }
    const now = Date.now();
    const conn = {
      id: connectionIdLike(),
      connectedAt: now,
      sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
      userAgent: req.headers['user-agent'] ?? '',
    };
    const event = {
      headers,
      multiValueHeaders,
      ...(Object.keys(query).length > 0
        ? { queryStringParameters: query, multiValueQueryStringParameters: multiQuery }
        : {}),
      requestContext: this.baseContext('$connect', 'CONNECT', conn),
      isBase64Encoded: false,
    };
    let status = 200;
    let protocol: string | undefined;
    try {
      const result = (await this.invoke('$connect', event)) as
        | { statusCode?: number; headers?: Record<string, string> }
        | undefined;
      if (result && typeof result === 'object' && typeof result.statusCode === 'number') status = result.statusCode;
      const h = result?.headers ?? {};
      protocol = Object.entries(h).find(([k]) => k.toLowerCase() === 'sec-websocket-protocol')?.[1];
    } catch (err) {
      this.log(`ws $connect failed (${event.requestContext.requestId}): ${(err as Error).stack ?? err}`);
      status = 500;
    }
    if (status < 200 || status > 299) {
      if (socket.writable) {
        const body = JSON.stringify({ message: status === 500 ? 'Internal server error' : 'Forbidden' });
        socket.write(
          `HTTP/1.1 ${status} ${status === 500 ? 'Internal Server Error' : 'Rejected'}\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      }
      socket.destroy();
      return;
    }
    if (protocol) (req as IncomingMessage & { selectedProtocol?: string }).selectedProtocol = protocol;
    if (socket.destroyed) {
      // The client went away while $connect ran: API Gateway would emit $disconnect.
      void this.disconnect(
        { ...conn, lastActiveAt: now, socket: undefined as unknown as WebSocket },
        1006,
        'Going away',
      );
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, conn));
  }

  private accept(ws: WebSocket, base: Omit<Connection, 'socket' | 'lastActiveAt'>): void {
    const conn: Connection = { ...base, socket: ws, lastActiveAt: Date.now() };
    this.connections.set(conn.id, conn);
    ws.on('message', (data: RawData, isBinary: boolean) => {
      conn.lastActiveAt = Date.now();
      void this.onMessage(conn, data, isBinary);
    });
    ws.on('close', (code: number, reason: Buffer) => {
      void this.disconnect(conn, code, reason.toString() || 'Client closed');
    });
    ws.on('error', () => {});
  }

  private async onMessage(conn: Connection, data: RawData, isBinary: boolean): Promise<void> {
    const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    const requestContext = {
      ...this.baseContext('$default', 'MESSAGE', conn),
      messageId: randomBytes(8).toString('base64'),
    };
    const event = {
      requestContext,
      body: isBinary ? buf.toString('base64') : buf.toString('utf8'),
      isBase64Encoded: isBinary,
    };
    if (!this.handlers.has('$default')) {
      this.sendError(conn, 'Forbidden', requestContext.requestId);
      return;
    }
    try {
      await this.invoke('$default', event);
    } catch (err) {
      this.log(`ws $default failed (${requestContext.requestId}): ${(err as Error).stack ?? err}`);
      this.sendError(conn, 'Internal server error', requestContext.requestId);
    }
  }

  private sendError(conn: Connection, message: string, requestId: string): void {
    if (conn.socket.readyState === WebSocket.OPEN) {
      conn.socket.send(JSON.stringify({ message, connectionId: conn.id, requestId }));
    }
  }

  private async disconnect(conn: Connection, code: number, reason: string): Promise<void> {
    if (conn.socket && this.connections.get(conn.id) !== conn) return;
    this.connections.delete(conn.id);
    const event = {
      headers: { Host: this.opts.domainName, 'X-Forwarded-For': conn.sourceIp },
      multiValueHeaders: { Host: [this.opts.domainName], 'X-Forwarded-For': [conn.sourceIp] },
      requestContext: {
        ...this.baseContext('$disconnect', 'DISCONNECT', conn),
        disconnectStatusCode: code,
        disconnectReason: reason,
      },
      isBase64Encoded: false,
    };
    try {
      await this.invoke('$disconnect', event);
    } catch (err) {
      this.log(`ws $disconnect failed (${event.requestContext.requestId}): ${(err as Error).stack ?? err}`);
    }
  }

  /**
   * The management API: POST (send), GET (info), DELETE (disconnect) /@connections/{connectionId}.
   * Returns false when the path is not a management API path.
   */
  handleManagementApi(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    const m = /^(?:\/[^/@]+)?\/@connections\/([^/]+)\/?$/.exec(path);
    if (!m) return false;
    let id: string;
    try {
      id = decodeURIComponent(m[1]);
    } catch {
      id = m[1];
    }
    const reply = (status: number, body?: unknown, errorType?: string) => {
      const text = body === undefined ? '' : JSON.stringify(body);
      res.statusCode = status;
      res.setHeader('x-amzn-requestid', randomUUID());
      if (errorType) res.setHeader('x-amzn-errortype', errorType);
      if (text) res.setHeader('content-type', 'application/json');
      res.setHeader('content-length', Buffer.byteLength(text));
      res.end(text);
    };
    const conn = this.connections.get(id);
    const method = req.method ?? 'GET';
    if (!['POST', 'GET', 'DELETE'].includes(method)) {
      reply(405, { message: `Method ${method} not allowed` }, 'MethodNotAllowedException');
      req.resume();
      return true;
    }
    if (method === 'POST') {
      const chunks: Buffer[] = [];
      let size = 0;
      let tooLarge = false;
      req.on('data', (c: Buffer) => {
        size += c.length;
        if (size > WS_MAX_MESSAGE_BYTES) tooLarge = true;
        else chunks.push(c);
      });
      req.on('end', () => {
        if (!conn || conn.socket.readyState !== WebSocket.OPEN) {
          reply(410, { message: null }, 'GoneException');
        } else if (tooLarge) {
          reply(413, { message: 'Message too long' }, 'PayloadTooLargeException');
        } else {
          conn.socket.send(Buffer.concat(chunks).toString('utf8'));
          reply(200);
        }
      });
      return true;
    }
    req.resume();
    if (!conn || conn.socket.readyState !== WebSocket.OPEN) {
      reply(410, { message: null }, 'GoneException');
      return true;
    }
    if (method === 'GET') {
      // The service's wire names (the SDK maps them to ConnectedAt, Identity.SourceIp, …).
      reply(200, {
        connectedAt: new Date(conn.connectedAt).toISOString(),
        identity: { sourceIp: conn.sourceIp, userAgent: conn.userAgent },
        lastActiveAt: new Date(conn.lastActiveAt).toISOString(),
      });
    } else {
      conn.socket.close(1000, 'Connection closed by the server');
      reply(204);
    }
    return true;
  }

  /** Closes every socket (emitting $disconnect) and the server. */
  async close(): Promise<void> {
    const pending: Promise<void>[] = [];
    for (const conn of [...this.connections.values()]) {
      pending.push(this.disconnect(conn, 1001, 'Going away'));
      conn.socket.terminate();
    }
    await Promise.allSettled(pending);
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
