import { Service } from 'electrodb';
import { documentClient, tableName } from '../../db/client';
import { ApiKey, TenantApiKey } from '../../db/entities/api-key';

/** The API-key records as one ElectroDB service, so only the functions that use keys bundle them. */
function build() {
  return new Service({ apiKey: ApiKey, tenantApiKey: TenantApiKey }, { table: tableName(), client: documentClient() });
}
let service: ReturnType<typeof build> | undefined;
let boundTo: string | undefined;
/** Built once per instance, again if the table changes (the test suites' isolated tables). */
export function apiKeyDb() {
  if (!service || boundTo !== tableName()) {
    service = build();
    boundTo = tableName();
  }
  return service;
}
