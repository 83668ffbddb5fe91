import { Alert } from '@chakra-ui/react';

/** Integrations (WhatsApp, Analytics) are issue 14 part 3: said plainly rather than cards that do nothing. */
export function IntegrationsTab() {
  return (
    <Alert.Root status="info" variant="surface" mt="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Integrations are not available yet</Alert.Title>
        <Alert.Description>WhatsApp and Analytics connections are coming in a later release.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
