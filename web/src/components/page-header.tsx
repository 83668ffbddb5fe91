import { Box, Flex, type FlexProps, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The top of a dashboard screen: its h1, a line saying what it is for, and the screen's main actions at the right. */
export function PageHeader({
  title,
  description,
  actions,
  ...rest
}: FlexProps & { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap" {...rest}>
      <Box minW="0">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Box>
      {actions}
    </Flex>
  );
}
