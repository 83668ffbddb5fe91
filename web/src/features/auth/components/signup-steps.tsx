import { Box, HStack, Text } from '@chakra-ui/react';

const STEP_TITLES = ['Account Setup', 'Payment Setup'] as const;

/** "Step 1 of 2" progress marker, readable by screen readers as an ordered list with the current step. */
export function SignupSteps({ current }: { current: 1 | 2 }) {
  return (
    <HStack as="ol" aria-label="Signup progress" gap="3" listStyleType="none" mb="6">
      {STEP_TITLES.map((title, index) => {
        const step = index + 1;
        const active = step === current;
        return (
          <HStack as="li" key={title} gap="2" aria-current={active ? 'step' : undefined}>
            <Box
              w="7"
              h="7"
              rounded="full"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontSize="sm"
              fontWeight="bold"
              bg={step <= current ? 'blue.600' : 'gray.200'}
              color={step <= current ? 'white' : 'gray.700'}
            >
              {step}
            </Box>
            <Text fontWeight={active ? 'semibold' : 'normal'} color={active ? 'gray.900' : 'gray.600'}>
              {title}
            </Text>
          </HStack>
        );
      })}
    </HStack>
  );
}
