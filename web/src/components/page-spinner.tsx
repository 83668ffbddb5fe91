import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/**
 * Shown while a lazily loaded screen or its first data arrives. `fixed`: centred on the viewport, out of
 * the page's flow, where what arrives above it cannot push it down (the dashboard's frame shows it below
 * the "Verify your email" banner, which may arrive after it).
 */
export function PageSpinner({ label = 'Loading…', fixed = false }: { label?: string; fixed?: boolean }) {
  return (
    <Center
      minH="50vh"
      role="status"
      aria-live="polite"
      {...(fixed ? { position: 'fixed', inset: '0', pointerEvents: 'none' } : {})}
    >
      <VStack gap="3">
        <Spinner size="lg" color="blue.600" aria-hidden="true" />
        <Text color="gray.600">{label}</Text>
      </VStack>
    </Center>
  );
}
