import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Shown while a lazily loaded screen or its first data arrives. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="blue.600" aria-hidden="true" />
        <Text color="gray.600">{label}</Text>
      </VStack>
    </Center>
  );
}
