import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/**
 * A wait shorter than this shows only the label: a spinner that flashes past for a moment reads as a
 * glitch. After it the spinner fades in and turns. (On a phone each frame of an endless animation is also
 * work for the compositor while the page's own code starts.)
 */
const SPINNER_DELAY = '0.8s';

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
        <Spinner
          size="lg"
          color="blue.600"
          aria-hidden="true"
          animation="spin, fade-in"
          animationDuration="1s, 0.2s"
          animationTimingFunction="linear, ease-out"
          animationIterationCount="infinite, 1"
          animationFillMode="none, both"
          animationDelay={SPINNER_DELAY}
        />
        <Text color="gray.600">{label}</Text>
      </VStack>
    </Center>
  );
}
