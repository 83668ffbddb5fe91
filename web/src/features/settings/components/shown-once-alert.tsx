import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A secret shown this one time (a new API key, recovery codes): the warning, then the secret and its buttons. */
export function ShownOnceAlert(props: { warning: string; children: ReactNode }) {
  return (
    <Alert.Root status="warning" variant="surface">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{props.warning}</Alert.Title>
        <Alert.Description>{props.children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
