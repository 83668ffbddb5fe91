import { Avatar, Box, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { TESTIMONIAL_STATS, TESTIMONIALS } from '../content';
import { LandingSection } from './section';

function StarRating({ rating }: { rating: number }) {
  return (
    <Text color="orange.500" aria-label={`Rated ${rating} out of 5`} role="img" letterSpacing="wider">
      {'★'.repeat(rating)}
    </Text>
  );
}

export function TestimonialsSection() {
  return (
    <LandingSection title="Loved by businesses like yours" subtitle="What our customers say about Parley." bg="gray.50">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {TESTIMONIALS.map((testimonial) => (
          <Card.Root key={testimonial.name} variant="outline" bg="white">
            <Card.Body gap="4">
              <StarRating rating={testimonial.rating} />
              <Box as="blockquote" color="gray.700">
                “{testimonial.quote}”
              </Box>
              <HStack gap="3">
                <Avatar.Root colorPalette="blue" size="sm">
                  <Avatar.Fallback name={testimonial.name} />
                </Avatar.Root>
                <Box>
                  <Text fontWeight="semibold">{testimonial.name}</Text>
                  <Text fontSize="sm" color="gray.600">
                    {testimonial.title}
                  </Text>
                </Box>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="6" mt="12" textAlign="center">
        {TESTIMONIAL_STATS.map((stat) => (
          <Box key={stat.label}>
            <Text fontSize="3xl" fontWeight="bold" color="blue.700">
              {stat.value}
            </Text>
            <Text color="gray.600">{stat.label}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
