import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

/**
 * Bundled by infra/lambda-credentials.test.ts: a client configured the way Lambda's are (no explicit
 * credentials), so the request is signed with what the SDK's default chain finds in the environment.
 */
export const handler = async (event: { endpoint: string }) => {
  const client = new DynamoDBClient({ region: 'ap-south-1', endpoint: event.endpoint, maxAttempts: 1 });
  const res = await client.send(new ListTablesCommand({}));
  return res.TableNames ?? [];
};
