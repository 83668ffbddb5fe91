import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../parley-stage';
import { EDGE_LOG_PREFIX, EDGE_LOG_REGION } from './edge-access-logs';
import { WebStack } from './web-stack';

let tmp: string;
let web: Template;
beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'parley-edge-logs-'));
  const app = createApp({ outdir: path.join(tmp, 'cdk.out') });
  web = Template.fromStack(new WebStack(app, 'Parley-acme-Web', { stage: 'acme' }));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const only = (type: string) => {
  const resources = Object.entries(web.findResources(type));
  expect(resources, type).toHaveLength(1);
  const [[id, resource]] = resources;
  return { id, ...resource } as { id: string; Properties: Record<string, unknown>; Condition?: string };
};

describe("CloudFront access logs (issue 27 item 7: no secret of a URL's query string in the log)", () => {
  it('has no legacy logging on the distribution, which would record every query string', () => {
    const config = only('AWS::CloudFront::Distribution').Properties.DistributionConfig as Record<string, unknown>;
    expect(config.Logging).toBeUndefined();
  });

  it("delivers the distribution's access logs (standard logging v2) into the log bucket", () => {
    const distribution = only('AWS::CloudFront::Distribution');
    const source = only('AWS::Logs::DeliverySource');
    expect(source.Properties.LogType).toBe('ACCESS_LOGS');
    expect(JSON.stringify(source.Properties.ResourceArn)).toContain(`"Ref":"${distribution.id}"`);
    const destination = only('AWS::Logs::DeliveryDestination');
    const bucket = Object.keys(web.findResources('AWS::S3::Bucket')).find((id) => id.startsWith('AccessLogBucket'))!;
    expect(JSON.stringify(destination.Properties.DestinationResourceArn)).toContain(bucket);
    expect(JSON.stringify(destination.Properties.DestinationResourceArn)).toContain(`/${EDGE_LOG_PREFIX}`);
    const delivery = only('AWS::Logs::Delivery');
    expect(delivery.Properties.DeliverySourceName).toBe(source.Properties.Name);
    expect(delivery.Properties.DeliveryDestinationArn).toEqual({ 'Fn::GetAtt': [destination.id, 'Arn'] });
  });

  it('keeps the query string, cookies and referer out of every log line', () => {
    const fields = only('AWS::Logs::Delivery').Properties.RecordFields as string[];
    expect(fields).toEqual(expect.arrayContaining(['date', 'time', 'cs-method', 'cs-uri-stem', 'sc-status', 'c-ip']));
    for (const secretBearing of ['cs-uri-query', 'cs(Cookie)', 'cs(Referer)']) {
      expect(fields).not.toContain(secretBearing);
    }
  });

  it(`creates the delivery only in ${EDGE_LOG_REGION}, the one region CloudFront's delivery API answers in`, () => {
    const conditions = web.findConditions('*');
    for (const type of ['AWS::Logs::DeliverySource', 'AWS::Logs::DeliveryDestination', 'AWS::Logs::Delivery']) {
      const condition = only(type).Condition;
      expect(condition, type).toBeDefined();
      expect(conditions[condition!]).toEqual({ 'Fn::Equals': [{ Ref: 'AWS::Region' }, EDGE_LOG_REGION] });
    }
  });

  it("lets only this account's delivery source write, and only under the CloudFront prefix", () => {
    web.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'delivery.logs.amazonaws.com' },
            Action: 's3:PutObject',
            Condition: {
              StringEquals: {
                's3:x-amz-acl': 'bucket-owner-full-control',
                'aws:SourceAccount': { Ref: 'AWS::AccountId' },
              },
              ArnLike: { 'aws:SourceArn': Match.anyValue() },
            },
          }),
        ]),
      },
    });
    const delivery = Object.values(web.findResources('AWS::Logs::Delivery'))[0] as { DependsOn?: string[] };
    const policy = Object.keys(web.findResources('AWS::S3::BucketPolicy')).find((id) =>
      id.startsWith('AccessLogBucket'),
    )!;
    expect(delivery.DependsOn).toContain(policy);
  });
});
