import { Button, List, SimpleGrid, Text, VStack } from '@chakra-ui/react';
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
            Your agent answers from the intents you train, captures the visitor’s details as a lead, and escalates to a
            human agent whenever the conversation needs one.
          </Text>
          <List.Root ps="5" gap="1" color="gray.700">
            <List.Item>Answers instantly, day and night</List.Item>
            <List.Item>Offers quick replies to keep conversations on track</List.Item>
            <List.Item>Hands over to your team with the full history</List.Item>
          </List.Root>
          <Button colorPalette="blue" size="lg" onClick={() => scrollToSection('cta')}>
            Launch Demo
          </Button>
        </VStack>
        <DemoChat />
      </SimpleGrid>
    </LandingSection>
  );
}
