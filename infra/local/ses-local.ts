import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/** The From address at home (MAIL_FROM; in AWS an address of the stage's SES identity, -c mailFrom=…). */
export const LOCAL_MAIL_FROM = 'Parley <no-reply@parley.local>';

/**
 * The SES stand-in at home (issue 31): aws-ses-v2-local, a real SES v2 API (SendEmail, GetAccount…) that
 * keeps what it is sent in memory, shows it at `/` (its inbox viewer) and hands it out as JSON at
 * `/store` (functions/test-support/mail-inbox.ts reads it there). The functions send to it with the real
 * SESv2Client (SES_ENDPOINT); cognito-local's verification and reset codes go there too
 * (cognito-local-start.cjs). In this process, like s3rver: mail is kept until the runtime stops.
 */
const startSes = (
  createRequire(import.meta.url)('aws-ses-v2-local') as {
    default: (config?: { host?: string; port?: number }) => Promise<Server>;
  }
).default;

export interface SesLocal {
  /** SES_ENDPOINT, and where the inbox is viewable in a browser. */
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts the stand-in on a free port of loopback. */
export async function startSesLocal(): Promise<SesLocal> {
  const server = await startSes({ host: '127.0.0.1', port: 0 });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
