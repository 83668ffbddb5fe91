import { Box, Center, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../../components/brand';

/** Frame of the sign-in and sign-up screens: the mark (back to the landing page) above a centred column. */
export function AuthLayout({ children, maxW = 'md' }: { children: ReactNode; maxW?: string }) {
  return (
    <Box minH="100vh" bg="gray.50" py={{ base: '6', md: '12' }} px="4">
      <Center mb={{ base: '6', md: '8' }}>
        <Link asChild aria-label="Parley home" _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/">
            <BrandMark size="lg" />
          </RouterLink>
        </Link>
      </Center>
      <Box as="main" maxW={maxW} mx="auto">
        {children}
      </Box>
    </Box>
  );
}
