import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * Step 2 of signup. The plan chosen at signup starts as a 30-day trial (core/tenants/tenancy.ts): nothing is
 * charged here; the owner subscribes from Billing & Plan when ready, or explores first.
 */
export function PaymentSetupStep({ onBack, onContinueInDemo }: { onBack: () => void; onContinueInDemo: () => void }) {
  return (
    <Stack gap="5">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your 30-day trial has started</Alert.Title>
          <Alert.Description>
            Your account is ready. Subscribe to keep your plan after the trial from Billing &amp; Plan, now or later.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text color="gray.600">Nothing is charged until you choose a plan and pay for it.</Text>
      <HStack gap="3" flexWrap="wrap">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/dashboard/billing">Set up payment</RouterLink>
        </Button>
        <Button colorPalette="blue" onClick={onContinueInDemo}>
          Continue in Demo Mode
        </Button>
      </HStack>
    </Stack>
  );
}
