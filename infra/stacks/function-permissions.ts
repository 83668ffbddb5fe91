import { Aws } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Access } from '../../functions/routes';
import type { FunctionSpec } from '../function-specs';
import { acknowledgeWildcardResource } from '../nag';

export interface AccessTargets {
  tableArn: string;
  indexNames: readonly string[];
  tableKeyArn: string;
  secretsKeyArn: string;
  /** The queues of the consumers of the message types this function sends (routes.ts `sends`). */
  sendQueueArns: readonly string[];
  /** Every consumer's dead-letter queue (the admin's system health reads their depth). */
  deadLetterQueueArns: readonly string[];
  userPoolArn: string;
  pagesBucketArn: string;
  /** Files sent in conversations (issue 32 item 6): objects under attachments/. */
  attachmentsBucketArn: string;
  /** Files tenants upload as knowledge sources (issue 33): objects under knowledge/. */
  knowledgeBucketArn: string;
  wsApiId: string;
  wsStageName: string;
  visitorTokenSecretArn: string;
  originVerifySecretArn: string;
  /** The stage's SES configuration set (stacks/mail-stack.ts), which every mail names. */
  mailConfigurationSetArn: string;
  /** The stage's SES identity (-c mailFrom=…; none without it, and then SES refuses the consumer's sends). */
  mailIdentityArns: readonly string[];
}

/** Every function may read the table (Query on keys and indexes; no dynamodb:Scan for anyone, DESIGN §3). */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
/** The table is encrypted with a customer-managed key: readers need Decrypt, writers also Encrypt/GenerateDataKey. */
export const TABLE_KEY_READ_ACTIONS = ['kms:Decrypt', 'kms:DescribeKey'];

/**
 * The IAM actions each Access value stands for, with the resource they apply to. This table is the
 * only place an Access value becomes a permission, so a function can do exactly what routes.ts
 * declares for it. BatchWriteItem is its own value ('table:erase'), never part of "table:write": it would
 * let a function that only writes delete.
 */
export const ACCESS_GRANTS: Record<
  Access,
  { actions: string[]; resources: (t: AccessTargets) => string[]; conditions?: Record<string, unknown> }[]
> = {
  'table:write': [
    {
      actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
      resources: (t) => [t.tableArn],
    },
    { actions: ['kms:Encrypt', 'kms:GenerateDataKey'], resources: (t) => [t.tableKeyArn] },
  ],
  'table:delete': [{ actions: ['dynamodb:DeleteItem'], resources: (t) => [t.tableArn] }],
  'table:erase': [{ actions: ['dynamodb:BatchWriteItem'], resources: (t) => [t.tableArn] }],
  // The Admin* commands functions/adapters/identity.ts sends (infra/access.test.ts keeps the two in step).
  'identity:read': [{ actions: ['cognito-idp:AdminGetUser'], resources: (t) => [t.userPoolArn] }],
  'identity:write': [
    {
      actions: [
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminSetUserPassword',
        'cognito-idp:AdminUpdateUserAttributes',
        'cognito-idp:AdminDeleteUser',
        'cognito-idp:AdminUserGlobalSignOut',
      ],
      resources: (t) => [t.userPoolArn],
    },
  ],
  // InitiateAuth, RevokeToken, ForgotPassword, ConfirmForgotPassword are public user-pool-client calls, and the
  // user's own calls carry an access token: Cognito does not authorise them with IAM.
  'identity:auth': [],
  'secrets:decrypt': [{ actions: ['kms:Decrypt'], resources: (t) => [t.secretsKeyArn] }],
  // encryptSecret asks KMS for a data key (envelope encryption); it never calls kms:Encrypt.
  'secrets:encrypt': [{ actions: ['kms:GenerateDataKey'], resources: (t) => [t.secretsKeyArn] }],
  // SendMessageBatch is authorised by sqs:SendMessage too
  'queue:send': [{ actions: ['sqs:SendMessage'], resources: (t) => [t.sendQueueArns].flat() }],
  'realtime:push': [{ actions: ['execute-api:ManageConnections'], resources: (t) => [connectionsArn(t)] }],
  'pages:write': [
    { actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], resources: (t) => [`${t.pagesBucketArn}/page/*`] },
  ],
  // the signed GET URLs of messages with files are signed with the function's own credentials
  'attachments:read': [{ actions: ['s3:GetObject'], resources: (t) => [`${t.attachmentsBucketArn}/attachments/*`] }],
  // the upload routes read the first bytes of an upload, tag a checked one sent and delete a refused one
  // (the presigned POST, signed with these credentials, puts the object with its pending tag); WhatsApp media is put
  'attachments:write': [
    {
      actions: ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging', 's3:DeleteObject'],
      resources: (t) => [`${t.attachmentsBucketArn}/attachments/*`],
    },
  ],
  // a presigned POST is signed with the function's credentials, so signing one needs s3:PutObject
  'knowledge:files': [
    {
      actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
      resources: (t) => [`${t.knowledgeBucketArn}/knowledge/*`],
    },
  ],
  // erasing a person (their conversations' files) or a tenant (its files and knowledge): the keys hold ids
  // made at run time, so the objects are found by listing their prefix (adapters/bucket-erase.ts)
  'buckets:erase': [
    { actions: ['s3:ListBucket'], resources: (t) => [t.attachmentsBucketArn, t.knowledgeBucketArn] },
    {
      actions: ['s3:DeleteObject'],
      resources: (t) => [
        `${t.attachmentsBucketArn}/attachments/*`,
        `${t.knowledgeBucketArn}/knowledge/*`,
        `${t.knowledgeBucketArn}/knowledge-index/*`,
      ],
    },
  ],
  // the chat functions' search indexes (core/knowledge/index-store-s3.ts): read, and written by the first
  // turn of a knowledge version (no delete: an old version is never read again, the lifecycle rule drops it).
  // ListBucket (on that prefix only) so a version not stored yet reads as 404, not 403: without it S3 answers
  // AccessDenied for a missing key and the index would never be built
  'knowledge:index': [
    { actions: ['s3:GetObject', 's3:PutObject'], resources: (t) => [`${t.knowledgeBucketArn}/knowledge-index/*`] },
    {
      actions: ['s3:ListBucket'],
      resources: (t) => [t.knowledgeBucketArn],
      conditions: { StringLike: { 's3:prefix': 'knowledge-index/*' } },
    },
  ],
  'secret:visitor-token': [{ actions: ['secretsmanager:GetSecretValue'], resources: (t) => [t.visitorTokenSecretArn] }],
  'secret:origin-verify': [{ actions: ['secretsmanager:GetSecretValue'], resources: (t) => [t.originVerifySecretArn] }],
  // SES authorises a send against both the From identity and the configuration set it names; SendRawEmail
  // too, since SES v2 SendEmail with raw content is authorised as ses:SendRawEmail
  'mail:send': [
    {
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: (t) => [t.mailIdentityArns, t.mailConfigurationSetArn].flat(),
    },
  ],
  // the admin's system health (functions/adapters/health.ts): read-only, no message is received or sent
  'health:inspect': [
    { actions: ['sqs:GetQueueAttributes'], resources: (t) => [t.deadLetterQueueArns].flat() },
    { actions: ['cognito-idp:DescribeUserPool'], resources: (t) => [t.userPoolArn] },
    // the mail path's quota and sandbox state; GetAccount has no resource type, so IAM takes only '*'
    { actions: ['ses:GetAccount'], resources: () => ['*'] },
  ],
};

const connectionsArn = (t: AccessTargets) =>
  `arn:${Aws.PARTITION}:execute-api:${Aws.REGION}:${Aws.ACCOUNT_ID}:${t.wsApiId}/${t.wsStageName}/*/@connections/*`;

/**
 * Least privilege per function: read the table, plus exactly the grants of the function's `access`
 * list (functions/routes.ts), as statements of `policy`, the inline policy of the function's own
 * `role`. Every statement names exact actions (no `*` actions); resource wildcards remain only where
 * the resource id is created at run time (connection ids, page keys) and are acknowledged individually.
 */
export function grantFunctionAccess(
  role: iam.Role,
  policy: iam.PolicyDocument,
  spec: FunctionSpec,
  t: AccessTargets,
): void {
  const allow = (actions: string[], resources: string[], conditions?: Record<string, unknown>) =>
    policy.addStatements(new iam.PolicyStatement({ actions, resources, ...(conditions ? { conditions } : {}) }));

  allow(TABLE_READ_ACTIONS, [t.tableArn, ...t.indexNames.map((name) => `${t.tableArn}/index/${name}`)]);
  allow(TABLE_KEY_READ_ACTIONS, [t.tableKeyArn]);
  for (const access of new Set(spec.access)) {
    for (const grant of ACCESS_GRANTS[access]) allow(grant.actions, grant.resources(t), grant.conditions);
  }

  if (spec.access.includes('pages:write')) {
    acknowledgeWildcardResource(
      role,
      `${t.pagesBucketArn}/page/*`,
      'Published pages are stored under page/<pathname>, chosen by tenants at run time; access is limited to that prefix of the pages bucket.',
    );
  }
  if (spec.access.includes('attachments:read') || spec.access.includes('attachments:write')) {
    acknowledgeWildcardResource(
      role,
      `${t.attachmentsBucketArn}/attachments/*`,
      'Attachments are stored under attachments/<clientId>/<conversationId>/<id>, ids made at run time; access is limited to that prefix of the attachments bucket.',
    );
  }
  if (spec.access.includes('knowledge:files')) {
    acknowledgeWildcardResource(
      role,
      `${t.knowledgeBucketArn}/knowledge/*`,
      'Knowledge files are stored under knowledge/<clientId>/<sourceId>/, created at run time; access is limited to that prefix of the knowledge bucket.',
    );
  }
  if (spec.access.includes('buckets:erase')) {
    for (const prefix of [
      `${t.attachmentsBucketArn}/attachments/*`,
      `${t.knowledgeBucketArn}/knowledge/*`,
      `${t.knowledgeBucketArn}/knowledge-index/*`,
    ])
      acknowledgeWildcardResource(
        role,
        prefix,
        'Erasing a person or a tenant deletes the objects under its prefixes of the attachments and knowledge buckets, whose keys hold ids made at run time.',
      );
  }
  if (spec.access.includes('knowledge:index')) {
    acknowledgeWildcardResource(
      role,
      `${t.knowledgeBucketArn}/knowledge-index/*`,
      "Search indexes are stored under knowledge-index/<clientId>/<version>.json.gz, versions made at run time; access is limited to that prefix of the knowledge bucket, never the tenants' files.",
    );
  }
  if (spec.access.includes('health:inspect')) {
    acknowledgeWildcardResource(
      role,
      '*',
      "ses:GetAccount (System Health's mail quota and sandbox state) is an account-level read with no resource type; it is the only action granted on '*'.",
    );
  }
  if (spec.access.includes('realtime:push')) {
    acknowledgeWildcardResource(
      role,
      connectionsArn(t),
      'WebSocket connection ids are created at run time; the grant is limited to the @connections management API of this stage of this API.',
    );
  }
}
