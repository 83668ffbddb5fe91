import { Card, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SearchField } from './search-field';
import { LabeledSelect } from './ui/field-frame';

/** The card of a searchable list: the Search box and the list's filters in one bar, then the list. */
export function ListPanel(props: {
  search: { placeholder: string; value: string; onChange(value: string): void };
  filters?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Body gap="4">
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
          <SearchField flex="1" {...props.search} />
          {props.filters}
        </Flex>
        {props.children}
      </Card.Body>
    </Card.Root>
  );
}

/** A select in the ListPanel's bar: full width on a phone, beside the Search box from md up. */
export function BarSelect<V extends string>(props: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange(value: V): void;
}) {
  return <LabeledSelect {...props} width={{ base: 'full', md: '48' }} size="md" />;
}
