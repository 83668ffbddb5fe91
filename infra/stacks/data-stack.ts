import { Aws, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { GSI_NAMES, TTL_ATTRIBUTE } from '../../functions/db/table';
import { MAX_RECEIVE_COUNT } from '../../functions/routes';
import cognitoMessages from '../cognito-messages.json';
import { acknowledge } from '../nag';
import { isEphemeralStage, type MailFrom, namedRemovalPolicyFor, removalPolicyFor } from '../stage';
import { configurationSetName, FEEDBACK_DETAIL_TYPES } from './mail-stack';

export interface DataStackProps extends StackProps {
  stage: string;
  /** One queue (+ dead-letter queue) each: the queue consumers of functions/routes.ts (infra/function-specs.ts). */
  queueConsumers: readonly { name: string; timeoutSeconds: number }[];
  /** The stage's SES identity (stacks/mail-stack.ts): Cognito sends its messages through it when set. */
  mailFrom?: MailFrom;
}

/** The consumer that records SES's bounces and complaints (functions/routes.ts). */
export const MAIL_FEEDBACK_CONSUMER = 'mail-feedback';

/** A consumer's own queue and dead-letter queue: no other consumer reads them (DESIGN §8). */
export interface ConsumerQueues {
  queue: sqs.Queue;
  deadLetterQueue: sqs.Queue;
}

export const USER_ROLES = ['business_owner', 'ai_trainer', 'human_agent', 'admin'] as const;

/**
 * The pages bucket has a predictable name so other stacks can build its ARN without a cross-stack
 * import (keeps IAM findings exact and avoids export lock-in). Account + region make it globally unique.
 */
export const pagesBucketName = (stage: string) => `parley-${stage}-pages-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
/**
 * The knowledge bucket (issue 33: files tenants upload as knowledge sources), named the same way; "kb", not
 * "knowledge", keeps a 20-character stage in the longest region inside S3's 63 characters.
 */
/** How long a stored search index is kept (createKnowledgeBucket). */
export const KNOWLEDGE_INDEX_DAYS = 30;
export const knowledgeBucketName = (stage: string) => `parley-${stage}-kb-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

/** The attachments bucket (issue 32 item 6), named the same way: the api stack builds its ARN from the name. */
export const attachmentsBucketName = (stage: string) => `parley-${stage}-attachments-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
/** Where browsers POST uploads and read signed URLs (the SDK's virtual-hosted endpoint): the CSPs name it. */
export const attachmentsBucketOrigin = (stage: string) =>
  `https://${attachmentsBucketName(stage)}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;
/** Where the Knowledge tab POSTs files (issue 33), the same way: the SPA's CSP names it too. */
export const knowledgeBucketOrigin = (stage: string) =>
  `https://${knowledgeBucketName(stage)}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;

/**
 * A consumer's queue and dead-letter queue have names derived from the stage and the consumer, so the
 * stacks of the functions that send to or read them build their URLs and ARNs from the name instead of
 * importing them from this stack. An import would be a CloudFormation export, and an export still in
 * use cannot be deleted: removing or renaming a consumer in routes.ts would fail the Data stack's update
 * ("Export … cannot be deleted as it is in use") until the function stacks had dropped it first.
 */
export const consumerQueueNames = (stage: string, consumer: string) => ({
  queue: `parley-${stage}-${consumer}`,
  deadLetterQueue: `parley-${stage}-${consumer}-dlq`,
});

/** URL and ARN of a queue of this account and region, from its name (no cross-stack reference). */
export const queueAddress = (name: string) => ({
  url: `https://sqs.${Aws.REGION}.${Aws.URL_SUFFIX}/${Aws.ACCOUNT_ID}/${name}`,
  arn: `arn:${Aws.PARTITION}:sqs:${Aws.REGION}:${Aws.ACCOUNT_ID}:${name}`,
});

/**
 * The secret CloudFront sends to the HTTP API as a custom origin header (web stack) and functions
 * compare (kit/client-ip.ts). Named, so the web stack can resolve it by name without a Data <-> Web reference.
 */
export const originVerifySecretName = (stage: string) => `parley/${stage}/origin-verify`;

/** Everything stateful: table, a queue per consumer, user pool, keys and the published-pages bucket. */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly tableKey: kms.Key;
  readonly secretsKey: kms.Key;
  /** By consumer name (routes.ts queueConsumers). */
  readonly queues = new Map<string, ConsumerQueues>();
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly pagesBucket: s3.Bucket;
  /** Files sent in conversations: private, uploaded with presigned POSTs, read with signed GET URLs. */
  readonly attachmentsBucket: s3.Bucket;
  readonly knowledgeBucket: s3.Bucket;
  /** HMAC key of widget visitor tokens (kit/visitor-token.ts); read by functions with 'secret:visitor-token'. */
  readonly visitorTokenSecret: secretsmanager.Secret;
  readonly originVerifySecret: secretsmanager.Secret;

  private readonly stage: string;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { stage } = props;
    this.stage = stage;
    const removalPolicy = removalPolicyFor(stage);

    this.tableKey = new kms.Key(this, 'TableKey', {
      description: `Parley ${stage}: DynamoDB table encryption`,
      enableKeyRotation: true,
      removalPolicy,
    });
    this.secretsKey = new kms.Key(this, 'SecretsKey', {
      description: `Parley ${stage}: envelope encryption of stored tenant secrets (AI, payment, WhatsApp keys)`,
      enableKeyRotation: true,
      removalPolicy,
    });

    // Mirrors functions/db/table.ts (GSI names and TTL come from there) so AWS and local agree.
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'sk', type: dynamodb.AttributeType.STRING },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: this.tableKey,
      deletionProtection: !isEphemeralStage(stage),
      removalPolicy,
    });
    for (const g of GSI_NAMES) {
      this.table.addGlobalSecondaryIndex({
        indexName: g,
        partitionKey: { name: `${g}pk`, type: dynamodb.AttributeType.STRING },
        sortKey: { name: `${g}sk`, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    for (const consumer of props.queueConsumers) this.queues.set(consumer.name, this.createQueues(stage, consumer));

    const feedback = this.queues.get(MAIL_FEEDBACK_CONSUMER);
    if (feedback) this.routeMailFeedback(stage, feedback.queue);

    this.userPool = this.createUserPool(stage, props.mailFrom);
    this.userPoolClient = this.userPool.addClient('WebClient', {
      authFlows: { userPassword: true },
      generateSecret: false,
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
      // Tenant and role are security boundaries: users must never be able to write them about themselves.
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ email: true, fullname: true }),
      readAttributes: new cognito.ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true, fullname: true })
        .withCustomAttributes('clientId', 'role'),
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    this.pagesBucket = this.createPagesBucket(stage);
    this.attachmentsBucket = this.createAttachmentsBucket(stage);
    this.knowledgeBucket = this.createKnowledgeBucket(stage);

    // Generated by Secrets Manager at deploy time: the values never appear in a template or an environment.
    this.visitorTokenSecret = this.createSecret(
      'VisitorTokenSecret',
      `parley/${stage}/visitor-token-key`,
      `Parley ${stage}: HMAC key that signs widget visitor tokens`,
      'Rotating the visitor-token key ends every live widget chat token (12 h); functions read it once per cold start, so rotation is a deliberate redeploy, not a schedule.',
    );
    this.originVerifySecret = this.createSecret(
      'OriginVerifySecret',
      originVerifySecretName(stage),
      `Parley ${stage}: header value proving a request came through CloudFront`,
      'CloudFront receives this value at deploy time (dynamic reference in the web stack); a scheduled rotation would make the API distrust CloudFront until the next deploy.',
    );
  }

  /**
   * One queue per consumer, so a message sent for one consumer can never be received by another, and
   * its own dead-letter queue with an alarm. SQS-managed encryption: consumers and senders need no KMS
   * grants (no kms:*Key* wildcards in IAM).
   */
  private createQueues(stage: string, consumer: { name: string; timeoutSeconds: number }): ConsumerQueues {
    const id = consumer.name.replace(/(^|-)([a-z0-9])/g, (_, _dash, c: string) => c.toUpperCase());
    const removalPolicy = namedRemovalPolicyFor(stage);
    const names = consumerQueueNames(stage, consumer.name);
    const deadLetterQueue = new sqs.Queue(this, `${id}DeadLetterQueue`, {
      queueName: names.deadLetterQueue,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy,
    });
    acknowledge(
      deadLetterQueue,
      'AwsSolutions-SQS3',
      `This queue is itself the dead-letter queue of the ${consumer.name} queue; a DLQ of a DLQ would only hide failures.`,
    );
    const queue = new sqs.Queue(this, `${id}Queue`, {
      queueName: names.queue,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Six times the consumer's timeout, as AWS recommends for Lambda event sources.
      visibilityTimeout: Duration.seconds(6 * consumer.timeoutSeconds),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: MAX_RECEIVE_COUNT },
      removalPolicy,
    });
    new cloudwatch.Alarm(this, `${id}DeadLetterAlarm`, {
      alarmDescription: `Parley ${stage}: a ${consumer.name} message failed ${MAX_RECEIVE_COUNT} times and landed in its dead-letter queue`,
      metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1) }),
      threshold: 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    return { queue, deadLetterQueue };
  }

  private createSecret(id: string, secretName: string, description: string, noRotationReason: string) {
    const secret = new secretsmanager.Secret(this, id, {
      secretName,
      description,
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      removalPolicy: namedRemovalPolicyFor(this.stage),
    });
    acknowledge(secret, 'AwsSolutions-SMG4', noRotationReason);
    return secret;
  }

  /**
   * SES's bounce and complaint events for the stage's configuration set (mail-stack.ts sends them to the
   * default bus) go to the mail-feedback consumer's queue in the queue envelope every consumer reads
   * (shared/schemas/queue-messages.ts): the event id is the idempotency key, its detail the payload.
   */
  private routeMailFeedback(stage: string, queue: sqs.Queue): void {
    new events.Rule(this, 'MailFeedbackRule', {
      description: `Parley ${stage}: SES bounces and complaints to the suppression list (mail-feedback queue)`,
      eventPattern: {
        source: ['aws.ses'],
        detailType: FEEDBACK_DETAIL_TYPES,
        detail: { mail: { tags: { 'ses:configuration-set': [configurationSetName(stage)] } } },
      },
      targets: [
        new eventTargets.SqsQueue(queue, {
          message: events.RuleTargetInput.fromObject({
            type: 'mail.feedback',
            id: events.EventField.eventId,
            payload: events.EventField.fromPath('$.detail'),
          }),
        }),
      ],
    });
  }

  private createUserPool(stage: string, mailFrom: MailFrom | undefined): cognito.UserPool {
    // Threat protection (Plus plan) is billed per active user; throw-away stages skip it.
    const plus = !isEphemeralStage(stage);
    const pool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `parley-${stage}`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Accounts are created by the backend (sign-up route, team invites) with the Admin API so the
      // tenant and role attributes are set by trusted code only.
      selfSignUpEnabled: false,
      standardAttributes: { email: { required: true, mutable: true } },
      customAttributes: {
        clientId: new cognito.StringAttribute({ mutable: true, maxLen: 64 }),
        role: new cognito.StringAttribute({ mutable: true, maxLen: 32 }),
      },
      passwordPolicy: {
        minLength: 8,
        requireUppercase: true,
        requireLowercase: true,
        requireDigits: true,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // the texts cognito-local mails at home too (infra/cognito-messages.json, cognito-local-start.cjs)
      userVerification: {
        emailStyle: cognito.VerificationEmailStyle.CODE,
        emailSubject: cognitoMessages.verification.subject,
        emailBody: cognitoMessages.verification.body,
      },
      userInvitation: {
        emailSubject: cognitoMessages.invitation.subject,
        emailBody: cognitoMessages.invitation.body,
      },
      // verification and reset codes from the stage's own SES identity and configuration set (issue 31;
      // the identity must be verified first: README runbook), else from Cognito's own sender
      email: mailFrom
        ? cognito.UserPoolEmail.withSES({
            fromEmail: mailFrom.address,
            fromName: 'Parley',
            configurationSetName: configurationSetName(stage),
            sesRegion: Aws.REGION,
            sesVerifiedDomain: mailFrom.kind === 'domain' ? mailFrom.identity : undefined,
          })
        : undefined,
      featurePlan: plus ? cognito.FeaturePlan.PLUS : cognito.FeaturePlan.ESSENTIALS,
      standardThreatProtectionMode: plus ? cognito.StandardThreatProtectionMode.FULL_FUNCTION : undefined,
      deletionProtection: plus,
      removalPolicy: removalPolicyFor(stage),
    });
    for (const role of USER_ROLES) {
      new cognito.CfnUserPoolGroup(this, `Group-${role}`, { userPoolId: pool.userPoolId, groupName: role });
    }
    acknowledge(
      pool,
      'AwsSolutions-COG1',
      'The product password rule (spec: at least 8 characters with upper case, lower case and a digit) is enforced here and in the sign-up form; symbols are deliberately not required so both agree.',
    );
    acknowledge(
      pool,
      'AwsSolutions-COG2',
      'MFA is OPTIONAL (TOTP): tenants choose to enrol; making it REQUIRED would block the spec-defined email+password login and demo accounts.',
    );
    if (!plus) {
      acknowledge(
        pool,
        'AwsSolutions-COG8',
        'Throw-away dev/test stage: the Plus feature plan (threat protection) is enabled on every other stage.',
      );
    }
    return pool;
  }

  private accessLogBucket?: s3.Bucket;

  /** The server access logs of the stage's buckets, one prefix each. */
  private logBucket(stage: string): s3.Bucket {
    this.accessLogBucket ??= new s3.Bucket(this, 'AccessLogBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: removalPolicyFor(stage),
    });
    return this.accessLogBucket;
  }

  private createPagesBucket(stage: string): s3.Bucket {
    const logBucket = this.logBucket(stage);
    const bucket = new s3.Bucket(this, 'PagesBucket', {
      bucketName: pagesBucketName(stage),
      removalPolicy: namedRemovalPolicyFor(stage),
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      // SSE-S3, not KMS: CloudFront's origin access control can read it without a key-policy grant.
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 'pages/',
    });
    // CloudFront (web stack) reads published pages through origin access control. Naming the exact
    // distribution here would make Data depend on Web while Web depends on Data, so the grant is
    // limited to distributions of this account and to the page/ prefix (pages are public content).
    bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsPublishedPages',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [bucket.arnForObjects('page/*')],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` },
        },
      }),
    );
    return bucket;
  }

  /**
   * Files visitors and agents send in conversations (issue 32 item 6). Private: browsers upload with a
   * presigned POST (its policy fixes the key, the type and at most 10 MB) and read with 15-minute signed
   * GET URLs that force the content type and disposition; no bucket policy grants anyone else. CORS lets
   * any origin POST (the widget runs on customers' own sites; the presigned policy is what authorises an
   * upload) and nothing else cross-origin. SSE-S3, so signed URLs need no KMS grant.
   */
  private createAttachmentsBucket(stage: string): s3.Bucket {
    return new s3.Bucket(this, 'AttachmentsBucket', {
      bucketName: attachmentsBucketName(stage),
      removalPolicy: namedRemovalPolicyFor(stage),
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logBucket(stage),
      serverAccessLogsPrefix: 'attachments/',
      cors: [
        {
          allowedMethods: [s3.HttpMethods.POST],
          allowedOrigins: ['*'],
          allowedHeaders: ['*'],
          maxAge: 3600,
        },
      ],
      lifecycleRules: [
        // an upload nobody sent (so never checked) is tagged pending until the send tags it sent
        // (adapters/attachments-bucket.ts): gone after a day, with its record (DynamoDB TTL)
        { id: 'PendingUploads', tagFilters: { state: 'pending' }, expiration: Duration.days(1) },
        // a presigned POST is one request, but a multipart upload someone starts with the role's own
        // credentials and never finishes would be billed for ever
        { id: 'IncompleteMultipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
  }

  /**
   * Files tenants upload as knowledge sources (issue 33): private (every public access blocked; the browser
   * uploads with a presigned POST whose policy names the key and the plan's size, functions/adapters/
   * knowledge-bucket.ts), encrypted, SSL only, access-logged. CORS lets the app's pages POST to it; the
   * signed policy, not the origin, is what admits an upload. An upload never confirmed is gone in a day.
   * The chat path's search indexes (knowledge-index/, one per tenant and knowledge version) expire after
   * 30 days: an old version is never read again, and a current one expired is rebuilt by the next turn.
   */
  private createKnowledgeBucket(stage: string): s3.Bucket {
    return new s3.Bucket(this, 'KnowledgeBucket', {
      bucketName: knowledgeBucketName(stage),
      removalPolicy: namedRemovalPolicyFor(stage),
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logBucket(stage),
      serverAccessLogsPrefix: 'knowledge/',
      cors: [{ allowedMethods: [s3.HttpMethods.POST], allowedOrigins: ['*'], allowedHeaders: ['*'], maxAge: 3000 }],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { prefix: 'knowledge-index/', expiration: Duration.days(KNOWLEDGE_INDEX_DAYS) },
      ],
    });
  }
}
