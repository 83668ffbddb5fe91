import { Card, Flex, Progress, Text } from '@chakra-ui/react';
import { usageShare } from '../billing-display';

/** One "used of limit" figure with its bar, capped at 100 % (spec part 3 §2); the text keeps the true share. */
export function UsageBar(props: { label: string; used: number; limit: number; caption?: string }) {
  const { percent, bar } = usageShare(props.used, props.limit);
  const figures = `${props.used.toLocaleString('en-IN')} of ${props.limit.toLocaleString('en-IN')}`;
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-label={props.label}>
      <Card.Body gap="2">
        <Flex justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="medium">{props.label}</Text>
          <Text color="gray.700">
            {figures} · {Math.round(percent)}%
          </Text>
        </Flex>
        <Progress.Root value={bar} colorPalette={bar >= 90 ? 'red' : 'blue'} aria-label={`${props.label}: ${figures}`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {props.caption && (
          <Text fontSize="sm" color="gray.700">
            {props.caption}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
