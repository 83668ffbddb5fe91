import { Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A titled card of a settings screen: a `<section>` named by its heading, the heading (with an optional
 * badge beside it and actions on the right), a grey description under it, then the card's content.
 */
export function SectionCard(props: {
  headingId: string;
  title: ReactNode;
  level?: 'h2' | 'h3';
  description?: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
  tone?: 'danger';
  gap?: string;
  children: ReactNode;
}) {
  const danger = props.tone === 'danger';
  const heading = (
    <Heading as={props.level ?? 'h3'} size="md" id={props.headingId} color={danger ? 'red.700' : undefined}>
      {props.title}
    </Heading>
  );
  const head = (
    <Stack gap="1">
      {props.badge ? (
        <Flex gap="2" align="center">
          {heading}
          {props.badge}
        </Flex>
      ) : (
        heading
      )}
      {typeof props.description === 'string' ? (
        <Text color="gray.700" fontSize="sm">
          {props.description}
        </Text>
      ) : (
        props.description
      )}
    </Stack>
  );
  return (
    <Card.Root
      variant="outline"
      bg="white"
      borderColor={danger ? 'red.300' : undefined}
      as="section"
      aria-labelledby={props.headingId}
    >
      <Card.Body gap={props.gap ?? '4'}>
        {props.actions ? (
          <Flex justify="space-between" align="start" gap="3" wrap="wrap">
            {head}
            {props.actions}
          </Flex>
        ) : (
          head
        )}
        {props.children}
      </Card.Body>
    </Card.Root>
  );
}
