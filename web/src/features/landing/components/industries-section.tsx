import { Button, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { INDUSTRIES } from '../../../lib/industries';
import { scrollToSection } from '../../../lib/scroll';
import { LandingSection } from './section';

export function IndustriesSection() {
  return (
    <LandingSection
      id="industries"
      title="Built for your industry"
      subtitle="Pick your industry at signup, then teach your agent the questions your customers ask."
      bg="gray.50"
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {INDUSTRIES.map((industry) => (
          <Card.Root
            key={industry.name}
            variant="outline"
            bg="white"
            transition="border-color 0.15s, box-shadow 0.15s"
            _hover={{ borderColor: 'blue.500', shadow: 'md' }}
          >
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                {industry.name}
              </Heading>
              <Text color="gray.600" fontSize="sm">
                {industry.example}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
        <Card.Root variant="outline" borderStyle="dashed" borderColor="blue.400" bg="blue.50" _hover={{ shadow: 'md' }}>
          <Card.Body gap="2">
            <Heading as="h3" size="md">
              Custom Industry
            </Heading>
            <Text color="gray.700" fontSize="sm">
              Don’t see yours? Intents fit any business — tell us about yours.
            </Text>
          </Card.Body>
          <Card.Footer>
            <Button size="sm" colorPalette="blue" onClick={() => scrollToSection('cta')}>
              Contact Us
            </Button>
          </Card.Footer>
        </Card.Root>
      </SimpleGrid>
    </LandingSection>
  );
}
