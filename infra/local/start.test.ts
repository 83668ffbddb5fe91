import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminCreateUserCommand, AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { localCognitoClient } from './cognito-local';
import { localDynamoClient } from './dynamodb-local';
import { REPO_ROOT } from './paths';

const dataDir = mkdtempSync(join(tmpdir(), 'parley-start-test-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * `npm start` as a user runs it, minus npm: infra/local/start.ts under node with tsx's loader (package.json),
 * with PORT and DATA_DIR. Not the tsx CLI, which relays a signal to its child and, when the child has not
 * acknowledged it within 30 ms twice, SIGKILLs it and exits 143: on a loaded machine (CI) that was this
 * test's SIGTERM, and the shutdown under test never ran.
 */
async function start(extraArgs: string[] = []) {
  // A clean environment: nothing from the test workers' engines may leak into the child.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    // port 0: the gateway binds a port the OS picks and prints it (a port picked first could be taken)
    PORT: '0',
    DATA_DIR: dataDir,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts', ...extraArgs], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /Parley is running at (http:\/\/\S+)/.exec(output);
      if (m) {
        clearInterval(timer);
        resolve(m[1]);
      }
      if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`npm start exited early:\n${output}`));
      }
    }, 50);
  });
  const runtime = JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8')) as {
    pids: { dynamodb: number; cognito: number };
  };
  return { child, url, exited, pids: runtime.pids, output: () => output };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start', () => {
  it('starts, serves, stops cleanly on SIGTERM and keeps data across a restart', { timeout: 180_000 }, async () => {
    const first = await start(['--reset']);
    expect(first.url).toMatch(/^http:\/\/localhost:\d+$/);

    const api = await fetch(`${first.url}/api/plans`);
    expect([200, 404]).toContain(api.status);
    expect(api.headers.get('content-type')).toContain('application/json');
    expect((await fetch(`${first.url}/`)).status).toBe(200);

    // Write through the engines directly, then check it survives the restart.
    const ports = JSON.parse(readFileSync(join(dataDir, 'ports.json'), 'utf8'));
    const pool = JSON.parse(readFileSync(join(dataDir, 'cognito.json'), 'utf8'));
    const ddb = localDynamoClient(`http://127.0.0.1:${ports.dynamodb}`);
    await ddb.send(new PutItemCommand({ TableName: 'parley', Item: { pk: { S: 'TEST#persist' }, sk: { S: 'x' } } }));
    const cognito = localCognitoClient(`http://127.0.0.1:${ports.cognito}`);
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.userPoolId,
        Username: 'persist@example.com',
        MessageAction: 'SUPPRESS',
      }),
    );

    expect(alive(first.pids.dynamodb)).toBe(true);
    expect(alive(first.pids.cognito)).toBe(true);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(alive(first.pids.dynamodb)).toBe(false);
    expect(alive(first.pids.cognito)).toBe(false);
    expect(first.output()).toContain('stopping Parley');

    const second = await start();
    // the engines keep their ports across restarts (cognito-local's issuer, and so the sessions, stay valid)
    expect(JSON.parse(readFileSync(join(dataDir, 'ports.json'), 'utf8'))).toEqual(ports);
    const item = await ddb.send(
      new GetItemCommand({ TableName: 'parley', Key: { pk: { S: 'TEST#persist' }, sk: { S: 'x' } } }),
    );
    expect(item.Item?.pk.S).toBe('TEST#persist');
    const user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: 'persist@example.com' }),
    );
    expect(user.Username).toBeTruthy();
    expect(JSON.parse(readFileSync(join(dataDir, 'cognito.json'), 'utf8')).userPoolId).toBe(pool.userPoolId);
    ddb.destroy();
    cognito.destroy();

    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(alive(second.pids.dynamodb)).toBe(false);
    expect(alive(second.pids.cognito)).toBe(false);
  });
});
