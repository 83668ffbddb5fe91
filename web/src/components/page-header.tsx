import { Box, Flex, type FlexProps, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A dashboard screen's title (its one h1) and the line under it saying what the screen is for; the
 * screen's own buttons, when it has any, sit on the right and wrap under the title on a phone.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  ...layout
}: { title: string; subtitle: string; actions?: ReactNode } & Pick<FlexProps, 'gap' | 'align'>) {
  const heading = (
    <Box minW="0">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="gray.600">{subtitle}</Text>
    </Box>
  );
  if (!actions) return heading;
  return (
    <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap" {...layout}>
      {heading}
      {actions}
    </Flex>
  );
}
