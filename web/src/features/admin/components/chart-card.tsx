import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card around one chart (Analytics, AI Cost Optimization). */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-label={title}>
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
