import { Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One figure on a dashboard (home, AI analytics): label, value, a short caption and optional extra (e.g. a bar). */
export function StatCard({
  label,
  value,
  caption,
  children,
}: {
  label: string;
  value: ReactNode;
  caption: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-label={label}>
      <Card.Body gap="1">
        <Text fontSize="sm" color="gray.600" fontWeight="medium">
          {label}
        </Text>
        <Text fontSize="3xl" fontWeight="bold" color="gray.900">
          {value}
        </Text>
        <Text fontSize="xs" color="gray.600">
          {caption}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
