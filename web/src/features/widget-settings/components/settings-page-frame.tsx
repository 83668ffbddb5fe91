import { Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { serverErrorText } from '../../../lib/api-client';
import { useWidgetSettings, type WidgetSettings } from '../api/widget-settings';

/**
 * The two widget screens' frame: the heading, then the widget settings once loaded (a spinner first; a
 * failure says why, from the server when it gives a reason, with Try again).
 */
export function SettingsPageFrame(props: {
  title: string;
  intro: string;
  failed: string;
  children: (settings: WidgetSettings) => ReactNode;
}) {
  const settings = useWidgetSettings();
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">
          {props.title}
        </Heading>
        <Text color="gray.600" mt="1">
          {props.intro}
        </Text>
      </Box>
      {settings.isPending ? (
        <PageSpinner />
      ) : settings.isError ? (
        <Card.Root variant="outline" bg="white">
          <Card.Body gap="3" alignItems="flex-start">
            <Text>{serverErrorText(settings.error, props.failed)}</Text>
            <Button size="sm" variant="outline" onClick={() => settings.refetch()}>
              Try again
            </Button>
          </Card.Body>
        </Card.Root>
      ) : (
        props.children(settings.data)
      )}
    </Stack>
  );
}
