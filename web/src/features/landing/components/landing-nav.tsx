import { Box, Button, CloseButton, Drawer, Flex, HStack, Portal, VStack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../../components/brand';
import { MenuIcon } from '../../../components/menu-icon';
import { type SectionId, scrollToSection } from '../../../lib/scroll';

const NAV_SECTIONS: readonly { label: string; section: SectionId }[] = [
  { label: 'Features', section: 'features' },
  { label: 'Industries', section: 'industries' },
  { label: 'Pricing', section: 'pricing' },
  { label: 'Demo', section: 'demo' },
];

/** Sticky top navigation; on small screens the section links live in a slide-in drawer. */
export function LandingNav() {
  const [drawerOpen, setDrawerOpen] = useState(false);

  const goToFromDrawer = (section: SectionId) => {
    setDrawerOpen(false);
    // Let the drawer release focus and scroll lock before scrolling the page.
    window.setTimeout(() => scrollToSection(section), 50);
  };

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <Flex
        as="nav"
        aria-label="Main"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        h="16"
        align="center"
        justify="space-between"
      >
        <Button
          variant="plain"
          px="0"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          aria-label="Parley, back to top"
        >
          <BrandMark />
        </Button>
        <HStack gap="1" display={{ base: 'none', md: 'flex' }}>
          {NAV_SECTIONS.map((item) => (
            <Button key={item.section} variant="ghost" color="gray.700" onClick={() => scrollToSection(item.section)}>
              {item.label}
            </Button>
          ))}
        </HStack>
        <HStack gap="2">
          <Button asChild variant="outline" size={{ base: 'sm', md: 'md' }}>
            <RouterLink to="/login">Login</RouterLink>
          </Button>
          <Button
            colorPalette="blue"
            size="md"
            display={{ base: 'none', md: 'inline-flex' }}
            onClick={() => scrollToSection('pricing')}
          >
            Get Started
          </Button>
          <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="end">
            <Drawer.Trigger asChild>
              <Button variant="ghost" display={{ base: 'inline-flex', md: 'none' }} aria-label="Open menu" px="2">
                <MenuIcon />
              </Button>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content maxW="xs">
                  <Drawer.Header>
                    <Drawer.Title>Menu</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body>
                    <VStack as="nav" aria-label="Mobile" align="stretch" gap="1">
                      {NAV_SECTIONS.map((item) => (
                        <Button
                          key={item.section}
                          variant="ghost"
                          justifyContent="flex-start"
                          onClick={() => goToFromDrawer(item.section)}
                        >
                          {item.label}
                        </Button>
                      ))}
                      <Button variant="ghost" justifyContent="flex-start" onClick={() => goToFromDrawer('cta')}>
                        Contact
                      </Button>
                      <Button asChild variant="outline" mt="4">
                        <RouterLink to="/login">Login</RouterLink>
                      </Button>
                      <Button colorPalette="blue" onClick={() => goToFromDrawer('pricing')}>
                        Get Started
                      </Button>
                    </VStack>
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close menu" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </HStack>
      </Flex>
    </Box>
  );
}
