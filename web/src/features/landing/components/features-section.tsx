import { Card, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';
import { FEATURE_BLOCKS } from '../content';
import { LandingSection } from './section';

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      title="Everything you need to automate customer conversations"
      subtitle="Build, deploy and improve an AI agent for your business — and keep every lead it captures."
    >
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {FEATURE_BLOCKS.map((feature) => (
          <Card.Root key={feature.title} variant="outline">
            <Card.Body gap="3">
              <Heading as="h3" size="lg">
                {feature.title}
              </Heading>
              <Text color="gray.600">{feature.description}</Text>
              <List.Root gap="1" ps="5" color="gray.700">
                {feature.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
