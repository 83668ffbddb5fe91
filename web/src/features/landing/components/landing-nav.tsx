import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { BrandMark } from '../../../components/brand';
import { MenuIcon } from '../../../components/menu-icon';
import { lazyNamed } from '../../../lib/lazy-named';
import { type SectionId, scrollToSection } from '../../../lib/scroll';
import { useHydrated } from '../../../lib/use-hydrated';
import type { NavSection } from './mobile-menu';

// The drawer (dialog machine, focus trap) loads on the first tap of the menu button, not before first paint.
const MobileMenu = lazyNamed(() => import('./mobile-menu'), 'MobileMenu');

const NAV_SECTIONS: readonly NavSection[] = [
  { label: 'Features', section: 'features' },
  { label: 'Industries', section: 'industries' },
  { label: 'Pricing', section: 'pricing' },
  { label: 'Demo', section: 'demo' },
];

/** Sticky top navigation; on small screens the section links live in a slide-in drawer. */
export function LandingNav() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const hydrated = useHydrated();

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
            <a href="/login">Login</a>
          </Button>
          <Button
            colorPalette="blue"
            size="md"
            display={{ base: 'none', md: 'inline-flex' }}
            onClick={() => scrollToSection('pricing')}
          >
            Get Started
          </Button>
          <Button
            variant="ghost"
            display={{ base: 'inline-flex', md: 'none' }}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            // it opens nothing until the page is hydrated (its drawer is loaded by the click)
            disabled={!hydrated}
            px="2"
            onClick={() => {
              setMenuLoaded(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </Button>
          {menuLoaded && (
            <Suspense fallback={null}>
              <MobileMenu
                open={drawerOpen}
                onOpenChange={setDrawerOpen}
                sections={NAV_SECTIONS}
                onGoTo={goToFromDrawer}
              />
            </Suspense>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
