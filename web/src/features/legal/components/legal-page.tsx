import { Box, Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../../components/brand';

/** The frame of the legal pages: brand link home, a title, the date of this version, the sections. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <Box minH="100vh" bg="gray.50">
      <Box as="header" bg="white" borderBottomWidth="1px" py="3">
        <Container maxW="3xl">
          <Link asChild aria-label="Parley home" _hover={{ textDecoration: 'none' }}>
            <RouterLink to="/">
              <BrandMark />
            </RouterLink>
          </Link>
        </Container>
      </Box>
      <Container as="main" maxW="3xl" py={{ base: '8', md: '12' }}>
        <Stack gap="6" bg="white" p={{ base: '5', md: '8' }} rounded="lg" borderWidth="1px">
          <Heading as="h1" size="3xl">
            {title}
          </Heading>
          <Text color="gray.600" fontSize="sm">
            Last updated {updated}
          </Text>
          {children}
          <Text fontSize="sm" color="gray.700">
            See also the{' '}
            <Link asChild color="blue.700">
              <RouterLink to="/privacy">Privacy Policy</RouterLink>
            </Link>
            ,{' '}
            <Link asChild color="blue.700">
              <RouterLink to="/terms">Terms of Service</RouterLink>
            </Link>{' '}
            and{' '}
            <Link asChild color="blue.700">
              <RouterLink to="/cookies">Cookie Policy</RouterLink>
            </Link>
            .
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function Points({ items }: { items: readonly ReactNode[] }) {
  return (
    <List.Root ps="5" gap="1" color="gray.800">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of text
        <List.Item key={i}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

export const LEGAL_UPDATED = '23 November 2026';
