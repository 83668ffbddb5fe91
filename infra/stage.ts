import { RemovalPolicy } from 'aws-cdk-lib';

/** Stage names become part of stack, bucket and table names: keep them DNS- and S3-safe. */
export function validateStage(stage: unknown): string {
  if (typeof stage !== 'string' || !/^[a-z0-9](?:[a-z0-9-]{0,18}[a-z0-9])?$/.test(stage)) {
    throw new Error(
      `Invalid stage ${JSON.stringify(stage)}: use 1-20 lowercase letters, digits or dashes (not at either end), e.g. -c stage=acme`,
    );
  }
  return stage;
}

/** `dev` and `test*` stages are throw-away; every other stage keeps its data when the stack is deleted. */
export function isEphemeralStage(stage: string): boolean {
  return stage === 'dev' || stage.startsWith('test');
}

export function removalPolicyFor(stage: string): RemovalPolicy {
  return isEphemeralStage(stage) ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;
}

/**
 * For resources with a name of our choosing (queues, secrets, the pages bucket): a plain RETAIN would
 * keep them when the stage's very first deploy fails and rolls back, and the retry would then fail with
 * "already exists". RETAIN_ON_UPDATE_OR_DELETE removes what a failed create made (it holds no data yet)
 * and keeps them on every later update or delete. Unnamed resources keep RETAIN: a retry makes new ones,
 * and the table and user pool have deletion protection, which a rollback could not get past.
 */
export function namedRemovalPolicyFor(stage: string): RemovalPolicy {
  return isEphemeralStage(stage) ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE;
}

/** `Api<Shard>` are the route stacks (stacks/route-shards.ts), e.g. Parley-acme-ApiCrm. */
export const stackName = (
  stage: string,
  part: 'Data' | 'Api' | 'Web' | 'Bootstrap' | 'Monitoring' | 'Mail' | `Api${string}`,
) => `Parley-${stage}-${part}`;

/**
 * The `-c key=value` flags the app understands besides `stage` (README runbook). The CLI hands them
 * over as strings; each is checked here, so a typo fails the synth with one sentence instead of
 * deploying something else.
 */
export interface StageContext {
  stage: string;
  domainName?: string;
  certificateArn?: string;
  waf: boolean;
  /** Executions reserved for (and capped at, for) the stage's chat path: infra/concurrency.ts. */
  reservedConcurrency?: number;
  /** The first platform admin, invited by Cognito (stacks/bootstrap-stack.ts). */
  adminEmail?: string;
  /** Pins the bootstrap's run id (otherwise new on every synth, so every deploy reruns it). */
  bootstrapRunId?: string;
  /** Subscribed to the stage's alarm topic (stacks/monitoring-stack.ts). */
  alarmEmail?: string;
  /** The account's Lambda concurrency quota, for the headroom alarm (default 1000). */
  concurrencyLimit?: number;
  /** The stage's SES identity, a domain or one address (stacks/mail-stack.ts). */
  mailFrom?: MailFrom;
}

/**
 * `-c mailFrom=example.com` (a domain: SES identity for the domain, mail from no-reply@example.com) or
 * `-c mailFrom=support@example.com` (that one address is the identity and the sender).
 */
export interface MailFrom {
  /** What SES verifies: the domain or the address. */
  identity: string;
  /** MAIL_FROM of the functions and the user pool's From. */
  address: string;
  kind: 'domain' | 'address';
}

export const STAGE_CONTEXT_KEYS = [
  'stage',
  'domainName',
  'certificateArn',
  'waf',
  'reservedConcurrency',
  'adminEmail',
  'bootstrapRunId',
  'alarmEmail',
  'concurrencyLimit',
  'mailFrom',
] as const;

export function readStageContext(get: (key: string) => unknown): StageContext {
  return {
    stage: validateStage(get('stage') ?? 'dev'),
    ...customDomain(optionalString(get('domainName')), optionalString(get('certificateArn'))),
    waf: booleanFlag('waf', get('waf')),
    ...reservedConcurrency(get('reservedConcurrency')),
    ...email('adminEmail', get('adminEmail')),
    ...email('alarmEmail', get('alarmEmail')),
    ...optional('bootstrapRunId', optionalString(get('bootstrapRunId'))),
    ...concurrencyLimit(get('concurrencyLimit')),
    ...optional('mailFrom', parseMailFrom(optionalString(get('mailFrom')))),
  };
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function parseMailFrom(value: string | undefined): MailFrom | undefined {
  if (value === undefined) return undefined;
  const text = value.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at < 0 && DOMAIN.test(text)) return { identity: text, address: `no-reply@${text}`, kind: 'domain' };
  if (at > 0 && /^[a-z0-9._%+-]+$/.test(text.slice(0, at)) && DOMAIN.test(text.slice(at + 1))) {
    return { identity: text, address: text, kind: 'address' };
  }
  throw new Error(
    `-c mailFrom=${value}: give the domain mail is sent from (example.com, sent as no-reply@example.com) or one address (support@example.com)`,
  );
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

function email<K extends 'adminEmail' | 'alarmEmail'>(key: K, value: unknown) {
  const text = optionalString(value);
  if (text !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) {
    throw new Error(`-c ${key}=${text}: give an email address such as ops@example.com`);
  }
  return optional(key, text);
}

function concurrencyLimit(value: unknown): { concurrencyLimit?: number } {
  if (value === undefined || value === '') return {};
  const n = Number(value);
  if (!Number.isInteger(n) || n < 10) {
    throw new Error(`-c concurrencyLimit=${String(value)}: give the account's Lambda concurrency quota, e.g. 1000`);
  }
  return { concurrencyLimit: n };
}

function reservedConcurrency(value: unknown): { reservedConcurrency?: number } {
  if (value === undefined || value === '') return {};
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000) {
    throw new Error(`-c reservedConcurrency=${String(value)}: give a whole number of concurrent executions, e.g. 50`);
  }
  return { reservedConcurrency: n };
}

/**
 * CloudFront takes certificates from ACM in us-east-1 only, whatever the stage's region; a domain
 * without a certificate (or the reverse) would deploy on the cloudfront.net name and leave every
 * cookie write refused by the origin check, so both come together or not at all.
 */
function customDomain(domainName: string | undefined, certificateArn: string | undefined) {
  if (!domainName && !certificateArn) return {};
  if (!domainName || !certificateArn) {
    throw new Error('-c domainName=… and -c certificateArn=… go together: give both for a custom domain, or neither');
  }
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domainName)) {
    throw new Error(
      `-c domainName=${domainName}: give a lowercase host name such as app.example.com (no scheme, no path)`,
    );
  }
  if (!/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn)) {
    throw new Error(
      `-c certificateArn=${certificateArn}: give an ACM certificate ARN in us-east-1 (arn:aws:acm:us-east-1:<account>:certificate/<id>), the only region CloudFront reads certificates from`,
    );
  }
  return { domainName, certificateArn };
}

function optionalString(value: unknown): string | undefined {
  return value === undefined || value === '' ? undefined : String(value);
}

function booleanFlag(key: string, value: unknown): boolean {
  if (value === undefined || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw new Error(`-c ${key}=${String(value)}: use -c ${key}=true or leave it out`);
}
