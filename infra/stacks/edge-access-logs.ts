import { Aws, CfnCondition, Fn } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/**
 * What each CloudFront access log line keeps (standard logging v2 field names). Left out on purpose:
 * `cs-uri-query` (Meta's `hub.verify_token` on the WhatsApp webhook, the live socket's `ticket` on /ws),
 * `cs(Cookie)` (the session cookie) and `cs(Referer)` (a referring page's URL, query string included):
 * any of them would put a secret in the log bucket in clear (issue 27 item 7).
 */
export const EDGE_LOG_FIELDS = [
  'date',
  'time',
  'x-edge-location',
  'sc-bytes',
  'c-ip',
  'cs-method',
  'cs(Host)',
  'cs-uri-stem',
  'sc-status',
  'cs(User-Agent)',
  'x-edge-result-type',
  'x-edge-request-id',
  'x-host-header',
  'cs-protocol',
  'cs-bytes',
  'time-taken',
  'x-forwarded-for',
  'ssl-protocol',
  'ssl-cipher',
  'x-edge-response-result-type',
  'cs-protocol-version',
  'time-to-first-byte',
  'x-edge-detailed-result-type',
  'sc-content-type',
  'sc-content-len',
] as const;

/** CloudFront's log delivery API answers in us-east-1 only, whatever the destination's region. */
export const EDGE_LOG_REGION = 'us-east-1';

/** Where the access logs land in the log bucket (CloudWatch adds AWSLogs/<account>/CloudFront/ below). */
export const EDGE_LOG_PREFIX = 'cloudfront';

export interface EdgeAccessLogsProps {
  stage: string;
  distribution: cloudfront.Distribution;
  logBucket: s3.Bucket;
}

/**
 * CloudFront standard logging v2 (CloudWatch vended log delivery) of the distribution into the log
 * bucket, with only EDGE_LOG_FIELDS. Legacy standard logging has no field selection and records every
 * query string, so the distribution has none.
 *
 * The delivery source of a distribution can only be created in us-east-1, and these stacks are
 * environment-agnostic: the three resources exist when the stage is deployed there (a condition), and
 * a stage elsewhere deploys without CloudFront access logs rather than failing (README, Deploying).
 */
export class EdgeAccessLogs extends Construct {
  readonly delivery: logs.CfnDelivery;

  constructor(scope: Construct, id: string, props: EdgeAccessLogsProps) {
    super(scope, id);
    const { stage, distribution, logBucket } = props;
    const sourceName = `parley-${stage}-cloudfront`;

    const inLogRegion = new CfnCondition(this, 'InLogRegion', {
      expression: Fn.conditionEquals(Aws.REGION, EDGE_LOG_REGION),
    });
    const source = new logs.CfnDeliverySource(this, 'Source', {
      name: sourceName,
      logType: 'ACCESS_LOGS',
      resourceArn: distribution.distributionArn,
    });
    const destination = new logs.CfnDeliveryDestination(this, 'Destination', {
      name: `parley-${stage}-cloudfront-s3`,
      destinationResourceArn: `${logBucket.bucketArn}/${EDGE_LOG_PREFIX}`,
      outputFormat: 'w3c',
    });
    this.delivery = new logs.CfnDelivery(this, 'Delivery', {
      deliverySourceName: sourceName,
      deliveryDestinationArn: destination.attrArn,
      recordFields: [...EDGE_LOG_FIELDS],
    });
    this.delivery.node.addDependency(source);
    for (const resource of [source, destination, this.delivery]) resource.cfnOptions.condition = inLogRegion;

    // The log delivery service writes with the bucket owner's ACL, only for this stage's delivery source
    // (the vended-logs bucket policy of the CloudWatch Logs user guide, scoped to one source).
    logBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontLogDelivery',
        principals: [new iam.ServicePrincipal('delivery.logs.amazonaws.com')],
        actions: ['s3:PutObject'],
        resources: [logBucket.arnForObjects(`${EDGE_LOG_PREFIX}/*`)],
        conditions: {
          StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control', 'aws:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: {
            'aws:SourceArn': `arn:${Aws.PARTITION}:logs:${EDGE_LOG_REGION}:${Aws.ACCOUNT_ID}:delivery-source:${sourceName}`,
          },
        },
      }),
    );
    // CreateDelivery checks the bucket policy: it must be in place first.
    if (logBucket.policy) this.delivery.node.addDependency(logBucket.policy);
  }
}
