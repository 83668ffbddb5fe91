import { Service } from 'electrodb';
import { documentClient, tableName } from '../../db/client';
import { CustomerIntegration, WhatsappChat, WhatsappMessage } from '../../db/entities/customer-integration';

/** The customer integrations' records as one ElectroDB service, so only the functions that use them bundle them. */
function build() {
  return new Service(
    { customerIntegration: CustomerIntegration, whatsappChat: WhatsappChat, whatsappMessage: WhatsappMessage },
    { table: tableName(), client: documentClient() },
  );
}
let service: ReturnType<typeof build> | undefined;
let boundTo: string | undefined;
/** Built once per instance, again if the table changes (the test suites' isolated tables). */
export function integrationsDb() {
  if (!service || boundTo !== tableName()) {
    service = build();
    boundTo = tableName();
  }
  return service;
}
