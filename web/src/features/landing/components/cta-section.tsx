import { Box, Button, ButtonGroup, Card, Heading, Text, VStack } from '@chakra-ui/react';
import { useState } from 'react';
import { ContactForm } from './contact-form';

type CtaMode = 'contact' | 'demo';

const MODE_COPY: Record<CtaMode, { heading: string; text: string; submit: string }> = {
  contact: {
    heading: 'Talk to our sales team',
    text: 'Tell us about your business and we will suggest the right plan and setup.',
    submit: 'Contact Sales',
  },
  demo: {
    heading: 'Schedule a live demo',
    text: 'Tell us about your business and we will get in touch to show you Parley.',
    submit: 'Schedule Demo',
  },
};

/** The call-to-action band: both modes show the same contact form and send the same request (spec §2). */
export function CtaSection() {
  const [mode, setMode] = useState<CtaMode>('contact');
  const copy = MODE_COPY[mode];
  return (
    <Box
      as="section"
      id="cta"
      tabIndex={-1}
      aria-labelledby="cta-heading"
      bg="blue.700"
      py={{ base: '14', md: '20' }}
      scrollMarginTop="16"
    >
      <VStack maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} gap="6">
        <Heading as="h2" id="cta-heading" size={{ base: '2xl', md: '3xl' }} color="white" textAlign="center">
          Ready to put an AI agent to work?
        </Heading>
        <ButtonGroup attached variant="outline" size="md" role="group" aria-label="What would you like to do?">
          {(['contact', 'demo'] as const).map((option) => (
            <Button
              key={option}
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
              bg={mode === option ? 'white' : 'transparent'}
              color={mode === option ? 'blue.800' : 'white'}
              borderColor="white"
              _hover={{ bg: mode === option ? 'white' : 'blue.800' }}
            >
              {option === 'contact' ? 'Contact Sales' : 'Schedule Demo'}
            </Button>
          ))}
        </ButtonGroup>
        <Card.Root w="full" bg="white">
          <Card.Header>
            <Heading as="h3" size="lg">
              {copy.heading}
            </Heading>
            <Text color="gray.600">{copy.text}</Text>
          </Card.Header>
          <Card.Body>
            <ContactForm submitLabel={copy.submit} />
          </Card.Body>
        </Card.Root>
      </VStack>
    </Box>
  );
}
