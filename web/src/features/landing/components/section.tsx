import { Box, Heading, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SectionId } from '../../../lib/scroll';

interface LandingSectionProps {
  id?: SectionId | string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  bg?: string;
}

/** A landing-page band: anchor target (focusable for in-page jumps), heading, optional subtitle. */
export function LandingSection({ id, title, subtitle, children, bg }: LandingSectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <Box
      as="section"
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-labelledby={headingId}
      bg={bg}
      py={{ base: '14', md: '20' }}
      scrollMarginTop="16"
    >
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }}>
        <VStack gap="3" textAlign="center" mb={{ base: '8', md: '12' }}>
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} color="gray.900">
            {title}
          </Heading>
          {subtitle && (
            <Text color="gray.600" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
              {subtitle}
            </Text>
          )}
        </VStack>
        {children}
      </Box>
    </Box>
  );
}
