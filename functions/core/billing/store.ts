import { Service } from 'electrodb';
import { documentClient, tableName } from '../../db/client';
import { BillingLink, GatewayPlan, WebhookEvent } from '../../db/entities/billing';

/** Billing's own records as one ElectroDB service, so only billing functions bundle them. */
function build() {
  return new Service(
    { billingLink: BillingLink, webhookEvent: WebhookEvent, gatewayPlan: GatewayPlan },
    { table: tableName(), client: documentClient() },
  );
}
let service: ReturnType<typeof build> | undefined;
let boundTo: string | undefined;
/** Built once per instance, again if the table changes (the test suites' isolated tables, db/service resetDb). */
export function billingDb() {
  if (!service || boundTo !== tableName()) {
    service = build();
    boundTo = tableName();
  }
  return service;
}
