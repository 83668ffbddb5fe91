import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';

/** Step 2 of signup. Payments are not wired yet; the honest placeholder lets the new owner explore in demo mode. */
export function PaymentSetupStep({ onBack, onContinueInDemo }: { onBack: () => void; onContinueInDemo: () => void }) {
  return (
    <Stack gap="5">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Online payment is coming soon</Alert.Title>
          <Alert.Description>
            Your account is ready. You can explore everything in demo mode now and add payment details later.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text color="gray.600">Nothing will be charged until payment setup is available.</Text>
      <HStack gap="3" flexWrap="wrap">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button colorPalette="blue" onClick={onContinueInDemo}>
          Continue in Demo Mode
        </Button>
      </HStack>
    </Stack>
  );
}
