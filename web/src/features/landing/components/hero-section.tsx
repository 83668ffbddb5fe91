import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Text, VStack } from '@chakra-ui/react';
import { scrollToSection } from '../../../lib/scroll';
import { HERO_CLAIMS, TRUST_INDUSTRIES, TRUST_STATS } from '../content';
import { CheckList } from './check-list';

export function HeroSection() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bgGradient="to-b"
      gradientFrom="blue.50"
      gradientTo="white"
      pt={{ base: '12', md: '20' }}
      pb={{ base: '12', md: '16' }}
    >
      <VStack maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} gap="6" textAlign="center">
        <Badge colorPalette="blue" variant="subtle" size="lg" rounded="full" px="3">
          Made for small businesses
        </Badge>
        <Heading as="h1" id="hero-heading" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15" color="gray.900">
          Teach an AI agent the answers your customers need
        </Heading>
        <Text fontSize={{ base: 'md', md: 'xl' }} color="gray.600" maxW="2xl">
          Write intents — the questions your customers ask and the answers you give — let AI suggest more training
          phrases, and sync them to Dialogflow CX if you use it.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          <Button colorPalette="blue" size="lg" onClick={() => scrollToSection('pricing')}>
            Get Started
          </Button>
          <Button variant="outline" size="lg" onClick={() => scrollToSection('demo')}>
            Watch Demo
          </Button>
        </Stack>
        <CheckList items={HERO_CLAIMS} />
      </VStack>
      <Box maxW="5xl" mx="auto" px={{ base: '4', md: '6' }} mt={{ base: '10', md: '14' }}>
        <SimpleGrid columns={3} gap="4" textAlign="center" data-testid="trust-stats">
          {TRUST_STATS.map((stat) => (
            <Box key={stat.label}>
              <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="blue.700">
                {stat.value}
              </Text>
              <Text fontSize="sm" color="gray.600">
                {stat.label}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Flex
          as="ul"
          aria-label="Industries we serve"
          mt="6"
          gap="2"
          flexWrap="wrap"
          justify="center"
          listStyleType="none"
        >
          {TRUST_INDUSTRIES.map((name) => (
            <Badge as="li" key={name} variant="outline" colorPalette="gray" size="md">
              {name}
            </Badge>
          ))}
        </Flex>
      </Box>
    </Box>
  );
}
