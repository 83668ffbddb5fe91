import { Avatar, Box, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { usePublicTestimonials } from '../api/testimonials';
import { type Figure, TESTIMONIAL_STATS } from '../content';
import { LandingSection } from './section';

function StarRating({ rating }: { rating: number }) {
  return (
    <Text color="orange.600" aria-label={`Rated ${rating} out of 5`} role="img" letterSpacing="wider">
      {'★'.repeat(rating)}
      <Box as="span" color="gray.300">
        {'★'.repeat(5 - rating)}
      </Box>
    </Text>
  );
}

/**
 * Real testimonials only: what business owners wrote in their dashboard and the platform admin
 * approved. While there are none (or the list cannot be loaded) the section is not rendered at all.
 */
export function TestimonialsSection() {
  const { data: testimonials = [] } = usePublicTestimonials();
  if (testimonials.length === 0) return null;
  const stats: Figure[] = [
    { value: String(testimonials.length), label: testimonials.length === 1 ? 'Published review' : 'Published reviews' },
    ...TESTIMONIAL_STATS,
  ];
  return (
    <LandingSection
      id="testimonials"
      title="What businesses say about Parley"
      subtitle="Written by business owners who use Parley, published with their approval."
      bg="gray.50"
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {testimonials.map((testimonial) => (
          <Card.Root as="figure" key={`${testimonial.company}-${testimonial.name}`} variant="outline" bg="white" m="0">
            <Card.Body gap="4">
              <StarRating rating={testimonial.rating} />
              <Box as="blockquote" color="gray.700">
                “{testimonial.quote}”
              </Box>
              <HStack as="figcaption" gap="3">
                <Avatar.Root colorPalette="blue" size="sm" aria-hidden="true">
                  <Avatar.Fallback name={testimonial.name} />
                </Avatar.Root>
                <Box>
                  <Text fontWeight="semibold">{testimonial.name}</Text>
                  <Text fontSize="sm" color="gray.600">
                    {testimonial.company}
                  </Text>
                </Box>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 2, md: stats.length }} gap="6" mt="12" textAlign="center">
        {stats.map((stat) => (
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
