import { Box, type BoxProps, Table, type TableCellProps, type TableColumnHeaderProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A table's own sideways scroll box, so a wide table never widens the page on a phone. It is the
 * containing block of what the table positions absolutely (the visually hidden "Actions" header):
 * without position relative such a child escapes the clip and stretched the whole page to ~640 px at
 * 390 px. Focusable so keyboard users can scroll it.
 */
export function ScrollTable({ label, children, ...rest }: BoxProps & { label: string }) {
  return (
    <Box overflowX="auto" position="relative" tabIndex={0} role="region" aria-label={label} {...rest}>
      {children}
    </Box>
  );
}

/**
 * The usual list table: a small table in its own scroll box, one header row from the column names, the
 * rows passed as children.
 */
export function DataTable({
  label,
  columns,
  children,
  ...rest
}: BoxProps & { label: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <ScrollTable label={label} {...rest}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}

/**
 * The row's actions, held at the right edge while the rest of the row scrolls under them, so on a phone
 * Manage / View stay on screen without scrolling the table first.
 */
const sticky = { position: 'sticky', insetInlineEnd: 0, bg: 'bg', zIndex: 1 } as const;

export function ActionsHeader(props: TableColumnHeaderProps) {
  return (
    <Table.ColumnHeader {...sticky} {...props}>
      <Box as="span" srOnly>
        Actions
      </Box>
    </Table.ColumnHeader>
  );
}

export function ActionsCell(props: TableCellProps) {
  return <Table.Cell {...sticky} {...props} />;
}

/**
 * A list's table: its column headers (then the visually hidden Actions header), one row per item with
 * the cells `cells` gives (the last one an ActionsCell), in its own scroll box named `label`.
 */
export function RowsTable<R extends { id: string }>(props: {
  label: string;
  columns: readonly string[];
  rows: readonly R[];
  cells(row: R): ReactNode;
}) {
  return (
    <ScrollTable label={props.label}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {props.columns.map((c) => (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ))}
            <ActionsHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.rows.map((row) => (
            <Table.Row key={row.id}>{props.cells(row)}</Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}
