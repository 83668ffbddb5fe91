import { Card, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SearchField } from './search-field';

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
