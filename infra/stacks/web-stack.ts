import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Annotations,
  Aws,
  CfnOutput,
  DefaultStackSynthesizer,
  Duration,
  SecretValue,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/kit/client-ip';
import { cacheControlOf, HTML_CACHE_CONTROL, IMMUTABLE_CACHE_CONTROL, SHORT_CACHE_CONTROL } from '../cache-control';
import { cloudFrontFunctionConstant } from '../cloudfront-function';
import { styleSourcesOf } from '../inline-style-hashes';
import { acknowledge, acknowledgeWildcardResource } from '../nag';
import { pageNotFoundFunctionCode } from '../page-not-found';
import {
  CLOUDFRONT_CSP_MAX_LENGTH,
  PERMISSIONS_POLICY,
  publishedPageCsp,
  spaContentSecurityPolicy,
} from '../security-headers';
import { removalPolicyFor } from '../stage';
import { attachmentsBucketOrigin, knowledgeBucketOrigin, originVerifySecretName, pagesBucketName } from './data-stack';
import { EdgeAccessLogs } from './edge-access-logs';
import { createWebAcl } from './waf';

export interface WebStackProps extends StackProps {
  stage: string;
  /** Built SPA (web/dist). Deployed to the SPA bucket only when the folder exists. */
  webDistDir?: string;
  /** Built chat widget (widget/dist), served at /widget/*. Deployed only when the folder exists. */
  widgetDistDir?: string;
  /** Optional custom domain; needs an ACM certificate in us-east-1. Enables TLS 1.2 minimum. */
  domainName?: string;
  certificateArn?: string;
  /** `-c waf=true`: a CloudFront web ACL with per-IP rate limits (stacks/waf.ts); the stage must be in us-east-1. */
  waf?: boolean;
}

/** The WebSocket stage is named `ws` so CloudFront's `/ws` path reaches it without rewriting. */
export const WS_STAGE_NAME = 'ws';

/** Export names the API stack imports by name; stable names keep its IAM policy findings exact. */
export const exportNames = (stage: string) => ({
  httpApiId: `Parley-${stage}-HttpApiId`,
  wsApiId: `Parley-${stage}-WsApiId`,
});

/** The app's origin (WebStack.appOrigin) as an SSM parameter, which the function stacks read at deploy time. */
export const appOriginParameterName = (stage: string) => `/parley/${stage}/app-origin`;

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The one public origin: CloudFront in front of the SPA bucket, the published pages and both APIs.
 *
 * The two API Gateway APIs themselves (ids and endpoints only, no routes) live here, not in the API
 * stack: CloudFront needs their domains and every function needs CloudFront's domain (APP_ORIGIN).
 * Owning both here breaks that cycle; routes, integrations, stages and functions are in the API stack.
 */
export class WebStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly wsApi: apigwv2.WebSocketApi;
  readonly distribution: cloudfront.Distribution;
  readonly spaBucket: s3.Bucket;
  /**
   * The app's public origin: the custom domain when one is given, else CloudFront's own name. Every
   * absolute URL the functions write (APP_ORIGIN: the origin check of cookie writes, Stripe's return
   * URLs, published pages' links, the webhook URLs the admin cards show) starts with it.
   */
  readonly appOrigin: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const removalPolicy = removalPolicyFor(stage);

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      apiName: `parley-${stage}-http`,
      description: `Parley ${stage} HTTP API (routes from functions/routes.ts, reached through CloudFront /api/*)`,
      createDefaultStage: false,
    });
    this.wsApi = new apigwv2.WebSocketApi(this, 'WsApi', {
      apiName: `parley-${stage}-ws`,
      description: `Parley ${stage} WebSocket API (reached through CloudFront /ws)`,
    });
    const names = exportNames(stage);
    new CfnOutput(this, 'HttpApiIdOutput', { value: this.httpApi.apiId, exportName: names.httpApiId });
    new CfnOutput(this, 'WsApiIdOutput', { value: this.wsApi.apiId, exportName: names.wsApiId });

    const logBucket = new s3.Bucket(this, 'AccessLogBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Legacy CloudFront logging wrote with ACLs (v2 delivery needs none); kept so the bucket's
      // ownership setting and the objects already written stay as they were.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy,
    });

    this.spaBucket = new s3.Bucket(this, 'SpaBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 'spa/',
      removalPolicy,
    });

    const spaOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.spaBucket);
    // The pages bucket belongs to the data stack, which grants this account's distributions read
    // access to page/* itself (see DataStack); importing it by name avoids a Data <-> Web cycle.
    const pagesBucket = s3.Bucket.fromBucketName(this, 'PagesBucketRef', pagesBucketName(stage));
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The pages bucket policy in the data stack already grants CloudFront (this account) read access to page/*.',
    );
    const pagesOrigin = origins.S3BucketOrigin.withOriginAccessControl(pagesBucket);
    // An unpublished page: the bucket answers 403 (OAC has no s3:ListBucket, so a missing key is 403, not
    // 404) and CloudFront fails over to a function that answers the friendly 404 page with status 404.
    // Scoped to '/page/*': distribution-wide custom error responses would also rewrite the API's JSON errors.
    const pagesWithFallback = new origins.OriginGroup({
      primaryOrigin: pagesOrigin,
      fallbackOrigin: this.createPageNotFoundOrigin(stage, removalPolicy),
      fallbackStatusCodes: [403, 404],
    });
    const apiDomain = (apiId: string) => `${apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    // Proof for the functions that a request came through CloudFront, so they may trust the
    // CloudFront-Viewer-Address header (functions/kit/client-ip.ts). The value is a dynamic reference that
    // CloudFormation resolves at deploy time: it never appears in the template. CloudFront replaces a
    // viewer's header of the same name.
    const originVerify = {
      [ORIGIN_VERIFY_HEADER]: SecretValue.secretsManager(originVerifySecretName(stage)).unsafeUnwrap(),
    };
    const httpOrigin = new origins.HttpOrigin(apiDomain(this.httpApi.apiId), {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      customHeaders: originVerify,
    });
    const wsOrigin = new origins.HttpOrigin(apiDomain(this.wsApi.apiId), {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      customHeaders: originVerify,
    });

    const securityHeaders = this.createSecurityHeaders(
      'SecurityHeaders',
      `Parley ${stage} security headers`,
      // the portal uploads agents' files straight to the attachments bucket (issue 32 item 6), the Knowledge
      // tab a business's files to the knowledge bucket (issue 33)
      spaContentSecurityPolicy(styleSourcesOf(props.webDistDir ?? ''), undefined, [
        attachmentsBucketOrigin(stage),
        knowledgeBucketOrigin(stage),
      ]),
    );
    const pageSecurityHeaders = this.createSecurityHeaders(
      'PageSecurityHeaders',
      `Parley ${stage} security headers of published pages`,
      // the widget on a published page uploads visitors' files to the attachments bucket
      publishedPageCsp([attachmentsBucketOrigin(stage)]),
    );
    const spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      code: cloudfront.FunctionCode.fromFile({ filePath: path.join(here, 'spa-fallback.js') }),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Pages read their prerendered file, the app shell or the 404 page, which gets status 404 (default only)',
    });
    const pageIndex = new cloudfront.Function(this, 'PageIndex', {
      code: cloudfront.FunctionCode.fromFile({ filePath: path.join(here, 'page-index.js') }),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: '/page/{pathname} and /page/{pathname}/ read page/{pathname}/index.html (/page/* only)',
    });

    // APIs: never cached; every viewer header except Host (API Gateway routes on its own Host),
    // all cookies and query strings reach the origin. This managed policy also adds the CloudFront
    // headers, CloudFront-Viewer-Address among them: the viewer's own address for per-IP limits (a custom
    // policy cannot say "all viewer headers except Host, plus CloudFront headers").
    const uncachedApi = {
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
    };
    // Files: the browser's Cache-Control is the S3 object's own (set per file by the deployments below,
    // infra/cache-control.ts), which this managed policy honours at the edge too, between 1 s and a year
    // (an HTML file's no-cache: at most 1 s at the edge, every deploy invalidates them anyway); the cache
    // key includes the gzip/br Accept-Encoding, so CloudFront compresses once per encoding.
    const cachedStatic = {
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: securityHeaders,
      compress: true,
    };
    const certificate = props.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : undefined;

    const webAcl = props.waf ? createWebAcl(this, stage) : undefined;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Parley ${stage}`,
      webAclId: webAcl?.attrArn,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Includes India (billing is in rupees) at a lower price than ALL.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
      domainNames: certificate && props.domainName ? [props.domainName] : undefined,
      certificate,
      minimumProtocolVersion: certificate ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      defaultBehavior: {
        origin: spaOrigin,
        ...cachedStatic,
        functionAssociations: [
          { function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          { function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      additionalBehaviors: {
        '/api/*': { origin: httpOrigin, allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL, ...uncachedApi },
        '/ws': { origin: wsOrigin, allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS, ...uncachedApi },
        '/widget/*': { origin: spaOrigin, ...cachedStatic },
        '/page/*': {
          origin: pagesWithFallback,
          ...cachedStatic,
          responseHeadersPolicy: pageSecurityHeaders,
          functionAssociations: [{ function: pageIndex, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    new EdgeAccessLogs(this, 'EdgeAccessLogs', { stage, distribution: this.distribution, logBucket });
    this.acknowledgeEdgeFindings(Boolean(certificate), Boolean(webAcl));

    this.deploySpa(props.webDistDir);
    this.deployWidget(props.widgetDistDir);
    // after both: either deployment alone creates the helper, and each needs the same acknowledgements
    this.acknowledgeDeploymentHelper();
    this.appOrigin =
      certificate && props.domainName
        ? `https://${props.domainName}`
        : `https://${this.distribution.distributionDomainName}`;
    new ssm.StringParameter(this, 'AppOriginParameter', {
      parameterName: appOriginParameterName(stage),
      stringValue: this.appOrigin,
      description: `Parley ${stage}: the app's public origin, APP_ORIGIN of every function`,
    });
    new CfnOutput(this, 'AppUrl', { value: this.appOrigin, description: 'Where the app is served (APP_ORIGIN)' });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distributionDomainName,
      description: 'The CNAME (or Route 53 alias) target of a custom domain',
    });
  }

  /**
   * The '/page/*' fallback origin: a function URL that only CloudFront may call (OAC, IAM auth), whose
   * inline code answers the friendly 404 page (infra/page-not-found.ts, the page the local gateway
   * answers too). No dependencies, no table, no secrets: its role may only write its own log group.
   */
  private createPageNotFoundOrigin(
    stage: string,
    removalPolicy: ReturnType<typeof removalPolicyFor>,
  ): cloudfront.IOrigin {
    const logGroup = new logs.LogGroup(this, 'PageNotFoundLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy,
    });
    const role = new iam.Role(this, 'PageNotFoundRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Parley ${stage} friendly 404 of unpublished /page/* addresses`,
      inlinePolicies: {
        logs: new iam.PolicyDocument({
          statements: [
            new iam.PolicyStatement({
              actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
              resources: [logGroup.logGroupArn],
            }),
          ],
        }),
      },
    });
    const fn = new lambda.Function(this, 'PageNotFound', {
      description: `Parley ${stage}: the friendly 404 page of /page/* (CloudFront origin group fallback)`,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 128,
      timeout: Duration.seconds(3),
      handler: 'index.handler',
      code: lambda.Code.fromInline(pageNotFoundFunctionCode()),
      role,
      logGroup,
    });
    acknowledge(
      fn,
      'AwsSolutions-L1',
      'Same runtime as every Parley function (nodejs22.x, DESIGN §7); moving to nodejs24.x is a deliberate upgrade, not a drive-by.',
    );
    const url = fn.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
    return origins.FunctionUrlOrigin.withOriginAccessControl(url);
  }

  /**
   * HSTS, nosniff, no framing, strict referrer, the Permissions-Policy and a CSP, all of
   * infra/security-headers.ts (the local gateway sends the same, HSTS aside). The CSP is kept when the
   * origin sends its own (a handler's HTML: the webpage preview, an invoice).
   */
  private createSecurityHeaders(id: string, comment: string, csp: string): cloudfront.ResponseHeadersPolicy {
    if (csp.length > CLOUDFRONT_CSP_MAX_LENGTH) {
      throw new Error(
        `${id}: the Content-Security-Policy is ${csp.length} characters, over CloudFront's ${CLOUDFRONT_CSP_MAX_LENGTH}: the build has too many distinct inline styles (infra/inline-style-hashes.ts)`,
      );
    }
    return new cloudfront.ResponseHeadersPolicy(this, id, {
      comment,
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: false },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });
  }

  private acknowledgeEdgeFindings(hasCertificate: boolean, hasWaf: boolean): void {
    const d = this.distribution;
    acknowledge(
      d,
      'AwsSolutions-CFR1',
      'Parley serves tenants and their website visitors worldwide; there is no country to exclude.',
    );
    acknowledge(
      d,
      'AwsSolutions-CFR3',
      'Access logs go through CloudFront standard logging v2 (AWS::Logs::Delivery of EdgeAccessLogs, into the log bucket), which leaves query strings, cookies and referers out; the legacy logging this rule checks for would log every query string (verify tokens, socket tickets).',
    );
    if (!hasWaf) {
      acknowledge(
        d,
        'AwsSolutions-CFR2',
        'WAF is opt-in per stage (-c waf=true, ~$5+/month, us-east-1 only): without it the API applies per-route auth, per-IP budgets, origin checks and plan quotas, and API Gateway throttles.',
      );
    }
    if (!hasCertificate) {
      acknowledge(
        d,
        'AwsSolutions-CFR4',
        'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose viewer policy AWS fixes; minimumProtocolVersion TLS_V1_2_2021 applies as soon as a domainName + certificateArn are given.',
      );
    }
  }

  /** Whether a package's build output is there to deploy; if not, a synth warning naming the build to run. */
  private built(dir: string | undefined, pkg: 'web' | 'widget', label: string): dir is string {
    if (dir && existsSync(dir)) return true;
    Annotations.of(this).addWarningV2(
      `parley:${pkg}-dist-missing`,
      `${label} not deployed: ${dir ?? `${pkg}/dist`} does not exist. Run \`npm run build:${pkg}\` before \`cdk deploy\`.`,
    );
    return false;
  }

  /**
   * web/dist in three deployments, one per Cache-Control (infra/cache-control.ts, what the local gateway
   * sends): the hashed assets for a year, never pruned (a tab opened before a release still loads its
   * lazy chunks); the HTML no-cache, invalidated at the edge on deploy; the rest (robots.txt…) briefly.
   * Each deployment's filters also keep it from pruning the others' files.
   */
  private deploySpa(webDistDir: string | undefined): void {
    if (!this.built(webDistDir, 'web', 'SPA')) return;
    const files = spaFiles(webDistDir);
    const pageFiles = cloudFrontFunctionConstant<string[]>(path.join(here, 'spa-fallback.js'), 'PAGE_FILES');
    const missing = pageFiles.filter((file) => !files.includes(file.slice(1)));
    if (missing.length > 0) {
      throw new Error(
        `${webDistDir} has no ${missing.join(', ')}, which spa-fallback.js serves pages from: run \`npm run build:web\``,
      );
    }
    const ASSETS = 'assets/*';
    const HTML = '*.html';
    const deployedCacheControl = (key: string) =>
      matchesSyncFilter(key, ASSETS)
        ? IMMUTABLE_CACHE_CONTROL
        : matchesSyncFilter(key, HTML)
          ? HTML_CACHE_CONTROL
          : SHORT_CACHE_CONTROL;
    // the filters below must say what cacheControlOf says of every file, or a file gets the wrong caching
    for (const key of files) {
      const expected = cacheControlOf(`/${key}`);
      if (deployedCacheControl(key) !== expected) {
        throw new Error(
          `web/dist/${key} would be deployed with Cache-Control "${deployedCacheControl(key)}", not "${expected}"`,
        );
      }
    }
    const common = {
      sources: [s3deploy.Source.asset(webDistDir)],
      destinationBucket: this.spaBucket,
      memoryLimit: 512,
    };
    const only = (pattern: string) => ({ exclude: ['*'], include: [pattern] });
    const assets = new s3deploy.BucketDeployment(this, 'DeploySpaAssets', {
      ...common,
      ...only(ASSETS),
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(IMMUTABLE_CACHE_CONTROL)],
    });
    const html = new s3deploy.BucketDeployment(this, 'DeploySpaHtml', {
      ...common,
      ...only(HTML),
      cacheControl: [s3deploy.CacheControl.fromString(HTML_CACHE_CONTROL)],
      distribution: this.distribution,
      // CloudFront caches a page under its file's name (the function rewrites before the cache)
      distributionPaths: files.filter((key) => matchesSyncFilter(key, HTML)).map((key) => `/${key}`),
    });
    // new pages name the new assets: those must be there first
    html.node.addDependency(assets);
    // the widget is deployed on its own (below); excluded files are also never pruned
    new s3deploy.BucketDeployment(this, 'DeploySpaOther', {
      ...common,
      exclude: ['widget/*', ASSETS, HTML],
      cacheControl: [s3deploy.CacheControl.fromString(SHORT_CACHE_CONTROL)],
    });
  }

  /**
   * The widget (issue 9): the loader keeps its fixed URL (customers' pages embed it) with a 5-minute
   * cache, so a new release reaches every site within minutes; the panel has a content-hashed name and
   * is cached for a year. Old panels are not pruned, so a loader still cached somewhere finds its panel.
   */
  private deployWidget(widgetDistDir: string | undefined): void {
    if (!this.built(widgetDistDir, 'widget', 'Widget')) return;
    new s3deploy.BucketDeployment(this, 'DeployWidgetLoader', {
      sources: [s3deploy.Source.asset(widgetDistDir, { exclude: ['panel-*'] })],
      destinationBucket: this.spaBucket,
      destinationKeyPrefix: 'widget/',
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(SHORT_CACHE_CONTROL)],
      distribution: this.distribution,
      distributionPaths: ['/widget/parley-widget.js'],
      memoryLimit: 512,
    });
    new s3deploy.BucketDeployment(this, 'DeployWidgetPanel', {
      sources: [s3deploy.Source.asset(widgetDistDir, { exclude: ['*', '!panel-*'] })],
      destinationBucket: this.spaBucket,
      destinationKeyPrefix: 'widget/',
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(IMMUTABLE_CACHE_CONTROL)],
      memoryLimit: 512,
    });
  }

  /**
   * BucketDeployment runs a CDK-maintained singleton Lambda at deploy time only (never on a request
   * path). Its role's wildcards come from CDK itself; each one is acknowledged explicitly so a new one
   * from a CDK upgrade still fails the nag test.
   */
  private acknowledgeDeploymentHelper(): void {
    if (!this.node.children.some((c) => c instanceof s3deploy.BucketDeployment)) return;
    const helper = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!helper) throw new Error('BucketDeployment helper not found; CDK changed its construct id');
    // the assets bucket of the environment's bootstrap: `cdk bootstrap --qualifier` (or the context key
    // @aws-cdk/core:bootstrapQualifier) names it, so the acknowledgement follows the synthesizer's qualifier
    const qualifier = this.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const reason =
      'CDK-managed BucketDeployment helper: copies web/dist and widget/dist from the CDK assets bucket into the SPA bucket and invalidates CloudFront during deploys only.';
    acknowledge(
      helper,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason,
    );
    for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*']) {
      acknowledge(helper, `AwsSolutions-IAM5[Action::${action}]`, reason);
    }
    acknowledgeWildcardResource(helper, this.spaBucket.arnForObjects('*'), reason);
    acknowledge(
      helper,
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-<AWS::AccountId>-<AWS::Region>/*]`,
      reason,
    );
    acknowledge(helper, 'AwsSolutions-L1', `${reason} Its runtime is chosen and updated by aws-cdk-lib.`);
    acknowledge(
      helper,
      'AwsSolutions-IAM5[Resource::*]',
      `${reason} CloudFront invalidations cannot be scoped to a distribution ARN by CDK here.`,
    );
  }
}

/** The object keys of web/dist's files ('assets/index-AbCd1234.js'), the widget's excepted. */
function spaFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => !key.startsWith('widget/'))
    .sort();
}

/** How `aws s3 sync` reads an --include pattern here: '*' matches any characters, '/' included. */
function matchesSyncFilter(key: string, pattern: string): boolean {
  const regex = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${regex}$`).test(key);
}
