import { Box, HStack, type StackProps } from '@chakra-ui/react';

/** A centred, wrapping row of ticked claims (under the hero, under the plans). */
export function CheckList({ items, ...rest }: StackProps & { items: readonly string[] }) {
  return (
    <HStack
      as="ul"
      gap={{ base: '3', md: '6' }}
      flexWrap="wrap"
      justify="center"
      listStyleType="none"
      color="gray.700"
      fontSize="sm"
      {...rest}
    >
      {items.map((item) => (
        <Box as="li" key={item}>
          ✓ {item}
        </Box>
      ))}
    </HStack>
  );
}
