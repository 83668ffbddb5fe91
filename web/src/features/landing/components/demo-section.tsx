import { Button, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { scrollToSection } from '../../../lib/scroll';
import { DemoChat } from './demo-chat';
import { LandingSection } from './section';

export function DemoSection() {
  return (
    <LandingSection
      id="demo"
      title="See it in action"
      subtitle="Try a healthcare assistant booking an appointment — type a message or pick a reply."
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '12' }} alignItems="center">
        <VStack align="start" gap="4">
          <Text fontSize="lg" color="gray.700">
            This demo runs in your browser with scripted replies. Your own agent answers from the intents you train: the
            questions your customers ask, the answer you give, and whether a person should take over.
          </Text>
          <Button colorPalette="blue" size="lg" onClick={() => scrollToSection('cta')}>
            Launch Demo
          </Button>
        </VStack>
        <DemoChat />
      </SimpleGrid>
    </LandingSection>
  );
}
