import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../../functions/db/table';
import { DYNAMODB_JAR_DIR } from './paths';
import { spawnOnPort, startOnAPort } from './ports';
import type { ManagedProcess } from './processes';

export const JAVA_REQUIRED = 'Java 17+ is required for DynamoDB Local: apt-get install openjdk-17-jre-headless';

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  process: ManagedProcess;
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  /** Folder for the database file; ignored when `inMemory`. */
  dbPath?: string;
  inMemory?: boolean;
  port?: number;
  /** Where the process output goes. */
  logFile: string;
}

/** A DynamoDB client for the local engine (dummy credentials, no retries needed on loopback). */
export function localDynamoClient(endpoint: string, maxAttempts = 3): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts,
  });
}

/** Starts AWS's DynamoDB Local (the jar shipped in amplify-dynamodb-simulator) with the machine's Java. */
export async function startDynamoDbLocal(opts: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  const jar = join(DYNAMODB_JAR_DIR, 'DynamoDBLocal.jar');
  if (!existsSync(jar)) {
    throw new Error(`DynamoDB Local jar not found at ${jar}: run npm install (amplify-dynamodb-simulator)`);
  }
  const argsFor = (port: number) => {
    const args = [
      `-Djava.library.path=${join(DYNAMODB_JAR_DIR, 'DynamoDBLocal_lib')}`,
      // Faster start-up and a smaller footprint; plenty for a local product and its tests.
      '-XX:+UseSerialGC',
      // In-memory engines serve short test runs: C1 only starts ~1 s faster on this machine.
      ...(opts.inMemory ? ['-XX:TieredStopAtLevel=1'] : []),
      '-jar',
      jar,
      '-port',
      String(port),
      '-sharedDb',
    ];
    if (opts.inMemory) args.push('-inMemory');
    else {
      const dbPath = resolve(opts.dbPath ?? '.data/dynamodb');
      mkdirSync(dbPath, { recursive: true });
      args.push('-dbPath', dbPath);
    }
    return args;
  };
  // Java cannot report a port it chose: told one, it is tried again on another if that one is taken
  return startOnAPort(
    'DynamoDB Local',
    async (port) => {
      const endpoint = `http://127.0.0.1:${port}`;
      const client = localDynamoClient(endpoint, 1);
      try {
        const proc = await spawnOnPort(
          {
            name: 'DynamoDB Local',
            command: 'java',
            args: argsFor(port),
            cwd: DYNAMODB_JAR_DIR,
            logFile: opts.logFile,
            missingCommandHint: JAVA_REQUIRED,
          },
          port,
          async () => {
            await client.send(new ListTablesCommand({ Limit: 1 }));
            return true;
          },
        );
        return { endpoint, port, process: proc, stop: () => proc.stop() };
      } finally {
        client.destroy();
      }
    },
    { preferred: opts.port },
  );
}

/** Creates the single table from functions/db/table.ts unless it exists. Returns true when it was created. */
export async function ensureTable(endpoint: string, tableName: string): Promise<boolean> {
  const client = localDynamoClient(endpoint);
  try {
    try {
      await client.send(new DescribeTableCommand({ TableName: tableName }));
      return false;
    } catch (err) {
      if ((err as Error).name !== 'ResourceNotFoundException') throw err;
    }
    try {
      await client.send(new CreateTableCommand(tableDefinition(tableName)));
    } catch (err) {
      if (!(err instanceof ResourceInUseException)) throw err;
      return false;
    }
    await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1, maxDelay: 1 }, { TableName: tableName });
    return true;
  } finally {
    client.destroy();
  }
}
