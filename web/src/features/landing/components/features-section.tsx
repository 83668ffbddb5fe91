import { Card, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';
import { shippedFeatureAreas } from '@shared/features';
import { LandingSection } from './section';

/** One card per area of the product that has shipped features, listing only those (shared/features.ts). */
export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      title="What Parley does today"
      subtitle="Every feature listed here works in the product now; new ones appear as they ship."
    >
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {shippedFeatureAreas().map((area) => (
          <Card.Root key={area.id} variant="outline" data-testid={`feature-area-${area.id}`}>
            <Card.Body gap="3">
              <Heading as="h3" size="lg">
                {area.title}
              </Heading>
              <Text color="gray.600">{area.description}</Text>
              <List.Root gap="1" ps="5" color="gray.700">
                {area.features.map((feature) => (
                  <List.Item key={feature.id} data-feature={feature.id}>
                    {feature.title}
                  </List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
