import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { startCognitoLocal } from './cognito-local';
import { localDynamoClient, startDynamoDbLocal } from './dynamodb-local';
import { bindGatewayServer } from './gateway';
import { listensOn, PortInUseError, startOnAPort } from './ports';
import { startS3Local } from './s3-local';

/**
 * Issue 27 §21: a port picked first and bound later can be taken in between. The children that must be
 * told a port are started again on another one when theirs is taken; the in-process servers bind port 0.
 * Here the port a start tries first is already held by another server (one that answers every request
 * with 200, so a start that trusted its readiness probe alone would take it for its own).
 */
const dir = mkdtempSync(join(tmpdir(), 'parley-ports-test-'));
const squatters: Server[] = [];
afterAll(async () => {
  await Promise.all(squatters.map((s) => new Promise((r) => s.close(r))));
  rmSync(dir, { recursive: true, force: true });
});

async function squat(host: string): Promise<number> {
  const server = createServer((_req, res) => res.end('{}'));
  squatters.push(server);
  await new Promise<void>((r) => server.listen(0, host, r));
  return (server.address() as AddressInfo).port;
}

it('tries another port when the first one is taken, and gives up after the attempts', async () => {
  const tried: number[] = [];
  const port = await startOnAPort(
    'thing',
    async (p) => {
      tried.push(p);
      if (tried.length < 3) throw new PortInUseError('taken');
      return p;
    },
    { preferred: 4321 },
  );
  expect(tried[0]).toBe(4321);
  expect(tried).toHaveLength(3);
  expect(port).toBe(tried[2]);
  await expect(
    startOnAPort('thing', () => Promise.reject(new PortInUseError('taken')), { attempts: 2 }),
  ).rejects.toThrow(/thing could not start: ports \d+, \d+ were each taken/);
  // any other failure is not retried
  await expect(startOnAPort('thing', () => Promise.reject(new Error('no java')))).rejects.toThrow('no java');
});

it('starts cognito-local on another port when its preferred one is taken', { timeout: 60_000 }, async () => {
  const taken = await squat('127.0.0.1');
  const cognito = await startCognitoLocal({ dir: join(dir, 'cognito'), port: taken, logFile: join(dir, 'c.log') });
  try {
    expect(cognito.port).not.toBe(taken);
    expect(listensOn(cognito.process.pid, cognito.port)).toBe(true);
    expect((await fetch(`${cognito.endpoint}/health`)).ok).toBe(true);
  } finally {
    await cognito.stop();
  }
});

it('starts DynamoDB Local on another port when its port is taken', { timeout: 90_000 }, async () => {
  // Java binds every address: the squatter holds the port on every address too
  const taken = await squat('0.0.0.0');
  const dynamo = await startDynamoDbLocal({ inMemory: true, port: taken, logFile: join(dir, 'd.log') });
  const client = localDynamoClient(dynamo.endpoint);
  try {
    expect(dynamo.port).not.toBe(taken);
    expect(listensOn(dynamo.process.pid, dynamo.port)).toBe(true);
    expect((await client.send(new ListTablesCommand({}))).TableNames).toEqual([]);
  } finally {
    client.destroy();
    await dynamo.stop();
  }
});

it('binds the gateway and s3rver on port 0 and reports the port they got', async () => {
  const gateway = await bindGatewayServer(0);
  const port = (gateway.address() as AddressInfo).port;
  expect(port).toBeGreaterThan(0);
  expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(503);
  await new Promise((r) => gateway.close(r));
  const s3 = await startS3Local({ dir: join(dir, 's3') });
  try {
    expect(s3.port).toBeGreaterThan(0);
    expect((await fetch(`${s3.endpoint}/`)).status).toBeLessThan(500);
  } finally {
    await s3.stop();
  }
});
