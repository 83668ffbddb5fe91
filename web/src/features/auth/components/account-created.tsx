import { Alert, Button, DataList, HStack, Stack } from '@chakra-ui/react';
import type { SessionUser } from '@shared/schemas/identity';

/**
 * Step 1 once the account exists (the user came Back from step 2): the form cannot be sent twice, so
 * instead of a greyed-out empty form it shows the account that was created and the ways on.
 */
export function AccountCreated({
  user,
  onContinue,
  onOpenDashboard,
}: {
  user: SessionUser;
  onContinue: () => void;
  onOpenDashboard: () => void;
}) {
  return (
    <Stack gap="5">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your account has been created</Alert.Title>
          <Alert.Description>You are signed in. Your details can be changed later in Settings.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <DataList.Root orientation="horizontal" aria-label="Your account">
        <DataList.Item>
          <DataList.ItemLabel>Name</DataList.ItemLabel>
          <DataList.ItemValue>{`${user.firstName} ${user.lastName}`.trim()}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Email</DataList.ItemLabel>
          <DataList.ItemValue>{user.email}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <HStack gap="3" flexWrap="wrap">
        <Button colorPalette="blue" onClick={onContinue}>
          Continue to Payment Setup
        </Button>
        <Button variant="outline" onClick={onOpenDashboard}>
          Go to Dashboard
        </Button>
      </HStack>
    </Stack>
  );
}
