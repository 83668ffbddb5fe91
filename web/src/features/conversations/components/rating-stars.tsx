import { Text } from '@chakra-ui/react';

/** The visitor's rating at the end (issue 32 item 7) in the monitor's table: ★★★★☆, or a dash before one. */
export function RatingStars({ rating }: { rating?: number | null }) {
  if (!rating) {
    return (
      <Text as="span" color="gray.500" aria-label="Not rated">
        —
      </Text>
    );
  }
  return (
    <Text as="span" color="orange.500" whiteSpace="nowrap" aria-label={`Rated ${rating} of 5`} title={`${rating} of 5`}>
      {'★'.repeat(rating)}
      <Text as="span" color="gray.300">
        {'★'.repeat(5 - rating)}
      </Text>
    </Text>
  );
}
