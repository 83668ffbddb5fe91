import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  SetUserPoolMfaConfigCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { COGNITO_LOCAL_BIN } from './paths';
import { spawnOnPort, startOnAPort } from './ports';
import type { ManagedProcess } from './processes';
import { LOCAL_MAIL_FROM } from './ses-local';

export interface CognitoLocal {
  endpoint: string;
  port: number;
  process: ManagedProcess;
  stop(): Promise<void>;
}

export interface CognitoPool {
  userPoolId: string;
  clientId: string;
  /** `${endpoint}/${userPoolId}`: what cognito-local puts in `iss`. */
  issuer: string;
  jwksUrl: string;
}

/** Starts cognito-local as a child process; it keeps its users in `<dir>/.cognito/db`. */
export async function startCognitoLocal(opts: {
  dir: string;
  port?: number;
  logFile: string;
  /** The SES stand-in: cognito-local's verification and reset codes are mailed there (cognito-local-start.cjs). */
  sesEndpoint?: string;
}): Promise<CognitoLocal> {
  const dir = resolve(opts.dir);
  mkdirSync(dir, { recursive: true });
  // cognito-local writes its port into the tokens' issuer, so it is told one (the last run's first, which
  // keeps sessions valid across restarts) and tried again on another if that one is taken
  return startOnAPort(
    'cognito-local',
    async (port) => {
      const endpoint = `http://127.0.0.1:${port}`;
      const proc = await spawnOnPort(
        {
          name: 'cognito-local',
          command: process.execPath,
          args: [COGNITO_LOCAL_BIN],
          cwd: dir,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            PORT: String(port),
            HOST: '127.0.0.1',
            NODE_NO_WARNINGS: '1',
            // aws-sdk v2 inside cognito-local must never look for real credentials or config.
            AWS_ACCESS_KEY_ID: 'local',
            AWS_SECRET_ACCESS_KEY: 'local',
            AWS_REGION: 'us-east-1',
            AWS_SDK_LOAD_CONFIG: '0',
            ...(opts.sesEndpoint ? { SES_ENDPOINT: opts.sesEndpoint, MAIL_FROM: LOCAL_MAIL_FROM } : {}),
          },
          logFile: opts.logFile,
        },
        port,
        async () => {
          const res = await fetch(`${endpoint}/health`, { signal: AbortSignal.timeout(1000) });
          await res.arrayBuffer();
          return true;
        },
      );
      return { endpoint, port, process: proc, stop: () => proc.stop() };
    },
    { preferred: opts.port },
  );
}

export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

function describePool(endpoint: string, userPoolId: string, clientId: string): CognitoPool {
  const issuer = `${endpoint}/${userPoolId}`;
  return { userPoolId, clientId, issuer, jwksUrl: `${issuer}/.well-known/jwks.json` };
}

/**
 * The product's user pool and app client. When `stateFile` names a file with ids from an earlier run and
 * that pool still exists, it is reused; otherwise a new pool and client are created and the ids saved.
 */
export async function ensureUserPool(endpoint: string, stateFile?: string): Promise<CognitoPool> {
  const client = localCognitoClient(endpoint);
  try {
    if (stateFile && existsSync(stateFile)) {
      try {
        const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as { userPoolId: string; clientId: string };
        await client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }));
        await client.send(
          new DescribeUserPoolClientCommand({ UserPoolId: saved.userPoolId, ClientId: saved.clientId }),
        );
        // a pool made before two-factor existed gets the AWS pool's MFA setting too
        await allowSoftwareTokenMfa(client, saved.userPoolId);
        return describePool(endpoint, saved.userPoolId, saved.clientId);
      } catch {
        // stale or unreadable ids: create afresh below
      }
    }
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'parley-local',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Schema: [
          { Name: 'clientId', AttributeDataType: 'String', Mutable: true },
          { Name: 'role', AttributeDataType: 'String', Mutable: true },
        ],
        Policies: {
          PasswordPolicy: {
            MinimumLength: 8,
            RequireUppercase: true,
            RequireLowercase: true,
            RequireNumbers: true,
            RequireSymbols: false,
          },
        },
      }),
    );
    const userPoolId = pool.UserPool!.Id!;
    await allowSoftwareTokenMfa(client, userPoolId);
    const appClient = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'parley-web',
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const clientId = appClient.UserPoolClient!.ClientId!;
    if (stateFile) {
      mkdirSync(join(stateFile, '..'), { recursive: true });
      writeFileSync(stateFile, `${JSON.stringify({ userPoolId, clientId }, null, 2)}\n`);
    }
    return describePool(endpoint, userPoolId, clientId);
  } finally {
    client.destroy();
  }
}

/**
 * As the AWS pool (infra/stacks/data-stack.ts: mfa OPTIONAL, second factor OTP): a user who turns on
 * two-factor (Settings → Security) gets Cognito's SOFTWARE_TOKEN_MFA challenge at sign-in, others none.
 */
async function allowSoftwareTokenMfa(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
}
