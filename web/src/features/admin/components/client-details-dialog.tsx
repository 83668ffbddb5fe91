import { Button, CloseButton, DataList, Dialog, Flex, Portal } from '@chakra-ui/react';
import { formatINR } from '@shared/format';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { type AdminClient, exportClientData } from '../api/clients';
import { planNote } from './client-plan';
import { ClientStatusAction, ClientStatusBadges } from './client-status';

/** What a row's usage says: "12 / 1,000", or "12 / Unlimited" when the plan has no limit. */
export const usageText = (c: AdminClient) =>
  `${c.conversationsUsed.toLocaleString('en-IN')} / ${
    c.conversationsLimit === null ? 'Unlimited' : c.conversationsLimit.toLocaleString('en-IN')
  }`;

/** Client Details (spec part 3 §2): the figures, Suspend/Activate, Send Email (mail client) and Export Data (JSON). */
export function ClientDetailsDialog({ client, onClose }: { client: AdminClient | null; onClose(): void }) {
  const [exporting, setExporting] = useState(false);
  const exportData = async (c: AdminClient) => {
    setExporting(true);
    try {
      await exportClientData(c.id);
      notify.success('Export ready', `${c.companyName}'s data was downloaded as JSON.`);
    } catch (error) {
      notify.error('Export failed', serverErrorText(error, 'Please try again.'));
    } finally {
      setExporting(false);
    }
  };
  const rows = client
    ? ([
        ['Company', client.companyName],
        ['Contact email', client.contactEmail],
        ['Plan', [client.plan, planNote(client)].filter(Boolean).join(' · ')],
        ['Status', <ClientStatusBadges key="status" client={client} />],
        ['Conversations this month', client.conversationsThisMonth.toLocaleString('en-IN')],
        // the plan's usage period starts again at a plan change; the calendar month does not
        ['Plan usage this period', usageText(client)],
        ['Leads captured', client.leadsCaptured.toLocaleString('en-IN')],
        ['Monthly revenue', formatINR(client.monthlyRevenue)],
      ] as const)
    : [];
  return (
    <Dialog.Root open={client !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Client Details</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <DataList.Root orientation="horizontal" gap="3">
                {rows.map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel>{label}</DataList.ItemLabel>
                    <DataList.ItemValue>{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Dialog.Body>
            {client && (
              <Dialog.Footer>
                <Flex gap="2" wrap="wrap" justify="flex-end">
                  <ClientStatusAction client={client} label="long" />
                  <Button asChild size="xs" variant="outline">
                    <a href={`mailto:${client.contactEmail}`}>Send Email</a>
                  </Button>
                  <Button size="xs" variant="outline" loading={exporting} onClick={() => void exportData(client)}>
                    Export Data
                  </Button>
                </Flex>
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
