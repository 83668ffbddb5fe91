import { Box, Button, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BrandMark } from '../../../components/brand';
import { scrollToSection } from '../../../lib/scroll';
import { useHydrated } from '../../../lib/use-hydrated';
import { FOOTER_LINK_GROUPS, type FooterLink, LEGAL_LINKS } from '../content';

const linkStyle = { color: 'gray.300', _hover: { color: 'white', textDecoration: 'underline' } } as const;

/** An in-page section is a button (it scrolls and moves focus); another page is a real link. */
function FooterEntry({ link }: { link: FooterLink }) {
  if ('to' in link) {
    return (
      <Link href={link.to} {...linkStyle}>
        {link.label}
      </Link>
    );
  }
  return (
    <Button variant="plain" size="sm" h="auto" p="0" {...linkStyle} onClick={() => scrollToSection(link.section)}>
      {link.label}
    </Button>
  );
}

/** A footer list's items, each an entry of `links`. */
const entries = (links: readonly FooterLink[]) =>
  links.map((link) => (
    <li key={link.label}>
      <FooterEntry link={link} />
    </li>
  ));

/** The year is the reader's, not the build's: it is filled in once hydrated (a prerendered page may be old). */
function Copyright() {
  const hydrated = useHydrated();
  return <Text>© {hydrated ? `${new Date().getFullYear()} ` : ''}Parley. All rights reserved.</Text>;
}

export function SiteFooter() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" py="12">
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
          <Stack gap="3">
            <BrandMark color="white" />
            <Text fontSize="sm">AI chat agents and a lite CRM for businesses in every industry.</Text>
          </Stack>
          {FOOTER_LINK_GROUPS.map((group) => (
            <nav key={group.title} aria-labelledby={`footer-${group.title}`}>
              <Heading as="h2" id={`footer-${group.title}`} size="sm" color="white" mb="3">
                {group.title}
              </Heading>
              <Stack as="ul" gap="1.5" listStyleType="none" fontSize="sm">
                {entries(group.links)}
              </Stack>
            </nav>
          ))}
        </SimpleGrid>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="gray.700"
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="3"
          fontSize="sm"
        >
          <Copyright />
          <nav aria-label="Legal">
            <HStack as="ul" gap="4" listStyleType="none" flexWrap="wrap">
              {entries(LEGAL_LINKS)}
            </HStack>
          </nav>
        </Flex>
      </Box>
    </Box>
  );
}
