import { Badge, Box, Button, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { INVOICE_STATUS_LABELS } from '@shared/enums';
import { formatINR } from '@shared/format';
import { CursorPager } from '../../../components/pager';
import { QueryState } from '../../../components/ui/query-state';
import { useCursorPaging } from '../../../lib/use-cursor-paging';
import { invoiceDownloadPath, useInvoices } from '../api/billing';
import { formatDate, INVOICE_STATUS_PALETTE, invoiceNumber } from '../billing-display';

/** Invoices (spec part 3 §2), a page at a time; Download opens the printable invoice in a new tab. */
export function InvoicesTab() {
  const paging = useCursorPaging('invoices');
  const invoices = useInvoices(paging.cursor);
  return (
    <QueryState
      query={invoices}
      loading="Loading invoices..."
      failed="We couldn't load your invoices. Please try again."
    >
      {(page) =>
        page.invoices.length === 0 && paging.pageNumber === 1 ? (
          <Card.Root variant="outline" bg="white">
            <Card.Body textAlign="center" py="10">
              <Heading as="h2" size="md">
                No invoices yet
              </Heading>
              <Text color="gray.700" mt="1">
                An invoice appears here each time a plan is paid for.
              </Text>
            </Card.Body>
          </Card.Root>
        ) : (
          <Stack gap="3">
            {/* relative: the screen-reader-only labels inside stay in the scroll area instead of widening the page */}
            <Table.ScrollArea borderWidth="1px" rounded="md" bg="white" position="relative">
              <Table.Root size="sm" aria-label="Invoices">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Invoice</Table.ColumnHeader>
                    <Table.ColumnHeader>Date</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Box as="span" srOnly>
                        Actions
                      </Box>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {page.invoices.map((invoice) => {
                    const label = invoiceNumber(invoice.id);
                    return (
                      <Table.Row key={invoice.id}>
                        <Table.Cell>
                          <Text fontWeight="medium" whiteSpace="nowrap">
                            {label}
                          </Text>
                          {invoice.planName && (
                            <Text fontSize="xs" color="gray.700">
                              {invoice.planName}
                            </Text>
                          )}
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{formatDate(invoice.created)}</Table.Cell>
                        <Table.Cell textAlign="end" whiteSpace="nowrap">
                          {formatINR(invoice.amount)}
                        </Table.Cell>
                        <Table.Cell>
                          <Stack direction="row" gap="1" wrap="wrap">
                            <Badge
                              colorPalette={INVOICE_STATUS_PALETTE[invoice.status] ?? 'gray'}
                              variant="subtle"
                              title={
                                invoice.status === 'test' ? 'Made on the test gateway: no payment was taken' : undefined
                              }
                            >
                              {INVOICE_STATUS_LABELS[invoice.status]}
                            </Badge>
                          </Stack>
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          <Button asChild size="xs" variant="outline">
                            <a href={invoiceDownloadPath(invoice.id)} target="_blank" rel="noopener">
                              Download
                              <Box as="span" srOnly>
                                {` ${label}`}
                              </Box>
                            </a>
                          </Button>
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <CursorPager paging={paging} nextCursor={page.nextCursor} loading={invoices.isPlaceholderData} />
          </Stack>
        )
      }
    </QueryState>
  );
}
