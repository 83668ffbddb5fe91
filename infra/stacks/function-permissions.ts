import { Aws } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { type FunctionSpec, isReadOnly } from '../function-specs';
import { acknowledgeWildcardResource } from '../nag';

export interface AccessTargets {
  tableArn: string;
  indexNames: readonly string[];
  tableKeyArn: string;
  secretsKeyArn: string;
  queueArn: string;
  userPoolArn: string;
  pagesBucketArn: string;
  wsApiId: string;
  wsStageName: string;
}

/** HTTP routes that change state; GET (and HEAD-like) routes only read. */
const isMutating = (spec: FunctionSpec) => spec.kind === 'http' && !isReadOnly(spec);

/**
 * Least privilege per function, decided from the route table alone (no per-route lists to keep in sync):
 * - table: read-only for GET-only routes; read/write for everything else. No dynamodb:Scan for anyone —
 *   request paths must Query (DESIGN §3), so the permission is not even there to misuse.
 * - queue send: mutating HTTP routes (bulk jobs, enrichment), ws $default and queue consumers (follow-up jobs).
 *   Granting it to every POST/PUT/PATCH/DELETE instead of a hand-kept list is a conscious trade-off.
 * - secrets key: decrypt for everyone that may call a provider or show a masked secret; encrypt only for writers.
 * - Cognito admin actions on this pool only: read for HTTP routes, write for mutating HTTP routes.
 * - ManageConnections on this WebSocket API's stage only, for whoever pushes live updates (not GET routes).
 * - pages bucket: mutating HTTP routes (publish / unpublish a page), objects under page/ only.
 * Every statement names exact actions (no `*` actions); resource wildcards remain only where the
 * resource id is created at run time (connection ids, page keys) and are acknowledged individually.
 */
export function grantFunctionAccess(role: iam.Role, spec: FunctionSpec, t: AccessTargets): void {
  const readOnly = isReadOnly(spec);
  const tableResources = [t.tableArn, ...t.indexNames.map((name) => `${t.tableArn}/index/${name}`)];
  const allow = (actions: string[], resources: string[]) =>
    role.addToPolicy(new iam.PolicyStatement({ actions, resources }));

  allow(['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'], tableResources);
  allow(['kms:Decrypt', 'kms:DescribeKey'], [t.tableKeyArn]);
  if (!readOnly) {
    allow(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'], [t.tableArn]);
    allow(['kms:Encrypt', 'kms:GenerateDataKey'], [t.tableKeyArn]);
  }

  allow(readOnly ? ['kms:Decrypt'] : ['kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey'], [t.secretsKeyArn]);

  if (isMutating(spec) || spec.kind === 'queue' || (spec.kind === 'ws' && spec.routeKey === '$default')) {
    allow(['sqs:SendMessage'], [t.queueArn]);
  }

  if (spec.kind === 'http') {
    allow(
      [
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminListGroupsForUser',
        'cognito-idp:ListUsers',
        'cognito-idp:ListUsersInGroup',
      ],
      [t.userPoolArn],
    );
  }
  if (isMutating(spec)) {
    allow(
      [
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminUpdateUserAttributes',
        'cognito-idp:AdminSetUserPassword',
        'cognito-idp:AdminResetUserPassword',
        'cognito-idp:AdminDisableUser',
        'cognito-idp:AdminEnableUser',
        'cognito-idp:AdminDeleteUser',
        'cognito-idp:AdminAddUserToGroup',
        'cognito-idp:AdminRemoveUserFromGroup',
        'cognito-idp:AdminUserGlobalSignOut',
      ],
      [t.userPoolArn],
    );
    const pageObjects = `${t.pagesBucketArn}/page/*`;
    allow(['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], [pageObjects]);
    acknowledgeWildcardResource(
      role,
      pageObjects,
      'Published pages are stored under page/<pathname>, chosen by tenants at run time; access is limited to that prefix of the pages bucket.',
    );
  }

  if (spec.kind !== 'http' || isMutating(spec)) {
    const connections = `arn:${Aws.PARTITION}:execute-api:${Aws.REGION}:${Aws.ACCOUNT_ID}:${t.wsApiId}/${t.wsStageName}/*/@connections/*`;
    allow(['execute-api:ManageConnections'], [connections]);
    acknowledgeWildcardResource(
      role,
      connections,
      'WebSocket connection ids are created at run time; the grant is limited to the @connections management API of this stage of this API.',
    );
  }
}
