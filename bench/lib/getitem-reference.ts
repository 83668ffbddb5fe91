/**
 * The same-run reference of the API benches: a bare Node HTTP server that answers each request with ONE
 * DynamoDB GetItem (the real @aws-sdk/client-dynamodb) on the DynamoDB Local the product uses. What a
 * route costs beyond that is the product's own. Run as a child process (startGetItemReference) so it
 * shares no event loop with the load generator, as the product does not.
 *   env: DYNAMODB_ENDPOINT, TABLE_NAME, REFERENCE_KEY (the item's key, as JSON of plain strings)
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';

const READY = /reference at (http:\/\/\S+)/;

async function serve(): Promise<void> {
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: process.env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const command = new GetItemCommand({
    TableName: process.env.TABLE_NAME,
    Key: marshall(JSON.parse(process.env.REFERENCE_KEY ?? '{}')),
  });
  const server = createServer(async (_req, res) => {
    try {
      const { Item } = await client.send(command);
      res.writeHead(Item ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ found: Boolean(Item) }));
    } catch {
      res.writeHead(500).end();
    }
  });
  server.listen(0, '127.0.0.1', () =>
    console.log(`reference at http://127.0.0.1:${(server.address() as AddressInfo).port}`),
  );
}

/** Starts the reference in a child process; resolves with its URL, the child's pid (the server runs in its tree) and a stop function. */
export function startGetItemReference(env: {
  endpoint: string;
  table: string;
  key: Record<string, string>;
}): Promise<{ url: string; pid: number; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, '../../node_modules/tsx/dist/cli.mjs'), import.meta.filename],
    {
      env: {
        ...process.env,
        GETITEM_REFERENCE: '1',
        DYNAMODB_ENDPOINT: env.endpoint,
        TABLE_NAME: env.table,
        REFERENCE_KEY: JSON.stringify(env.key),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = READY.exec(out);
      if (m) resolve({ url: m[1], pid: child.pid ?? 0, stop });
    });
    child.once('exit', (code) => reject(new Error(`the GetItem reference exited (${code}): ${out}`)));
  });
}

if (process.env.GETITEM_REFERENCE === '1') await serve();
