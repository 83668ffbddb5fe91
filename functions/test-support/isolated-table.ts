import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { resetConfigCache } from '../base/env';
import { documentClient, resetDocumentClient } from '../db/client';
import { resetDb } from '../db/service';
import { tableDefinition } from '../db/table';

/**
 * Points this test file's worker at a table of its own. For tests that change platform-wide records
 * (AI provider configs) which other files, running in parallel, would otherwise see.
 */
export async function useIsolatedTable(tag: string): Promise<string> {
  const name = `parley-${tag}-${Date.now().toString(36)}`;
  await documentClient().send(new CreateTableCommand(tableDefinition(name)));
  process.env.TABLE_NAME = name;
  resetConfigCache();
  resetDocumentClient();
  resetDb();
  return name;
}
