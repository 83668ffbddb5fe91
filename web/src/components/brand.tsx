import { Box, HStack, Text } from '@chakra-ui/react';

/** The product mark: a speech bubble and the name. Decorative apart from the name. */
export function BrandMark({ size = 'md', color = 'gray.900' }: { size?: 'md' | 'lg'; color?: string }) {
  const box = size === 'lg' ? '9' : '8';
  return (
    <HStack gap="2">
      <Box
        as="span"
        aria-hidden="true"
        display="inline-flex"
        w={box}
        h={box}
        bg="blue.600"
        rounded="lg"
        alignItems="center"
        justifyContent="center"
      >
        <svg width="60%" height="60%" viewBox="0 0 24 24" fill="white" role="presentation">
          <path d="M3 4h18v12H9l-6 5z" />
        </svg>
      </Box>
      <Text as="span" fontWeight="bold" fontSize={size === 'lg' ? 'xl' : 'lg'} color={color}>
        Parley
      </Text>
    </HStack>
  );
}
