import { Button, Stack, Text } from '@chakra-ui/react';
import { errorStatus, loadErrorText } from '../lib/api-client';

/** A screen's data could not be loaded: the reason in words, and Try again unless the role may not see it. */
export function LoadError(props: {
  error: unknown;
  texts: { failed: string; forbidden: string };
  onRetry(): void;
  retrying: boolean;
}) {
  return (
    <Stack align="flex-start" gap="3" role="alert">
      <Text>{loadErrorText(props.error, props.texts)}</Text>
      {errorStatus(props.error) !== 403 && (
        <Button onClick={props.onRetry} loading={props.retrying}>
          Try again
        </Button>
      )}
    </Stack>
  );
}
