import { Box, type BoxProps, Flex, IconButton } from '@chakra-ui/react';
import { breakpoints } from '@chakra-ui/react/theme';
import { type ReactNode, useSyncExternalStore } from 'react';
import { BrandMark } from './brand';
import { MenuIcon } from './menu-icon';
import { SideDrawer } from './side-drawer';

export interface SideNavMenu {
  /** The drawer's title (read out as the dialog's name). */
  title: string;
  /** Keep the title for screen readers only; the navigation then fills the panel itself. */
  hideTitle?: boolean;
  openLabel: string;
  closeLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the drawer holds (the same navigation as the sidebar, usually closing the drawer on a pick). */
  content: ReactNode;
}

/**
 * Wide enough for the sidebar: Chakra's `lg`, where the top bar gives way to it, in the rem Chakra's own
 * media queries use (1024px → 64rem), so the two agree whatever the browser's default font size.
 */
const WIDE = `(min-width: ${Number.parseFloat(breakpoints.lg) / 16}rem)`;
const wideQuery = () => (typeof window === 'undefined' ? undefined : window.matchMedia?.(WIDE));
function subscribeToWidth(onChange: () => void) {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the sidebar is rendered at all. On a phone it is hidden, and rendering it anyway (every entry,
 * the user card and its avatar) was a good part of the dashboard's first render, a long task on a phone.
 * Without a window (the build's prerender) or matchMedia (jsdom) it is rendered, hidden by CSS below `lg`.
 */
function useSidebarShown(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => wideQuery()?.matches ?? true,
    () => true,
  );
}

/**
 * The frame of the signed-in areas (customer dashboard, admin panel): a sticky sidebar on wide screens; on
 * small ones a top bar with the brand and a button opening the navigation in a drawer; the page in `main`.
 */
export function SideNavShell({
  sidebar,
  sidebarProps,
  menu,
  mainProps,
  children,
}: {
  sidebar: ReactNode;
  sidebarProps?: BoxProps;
  menu: SideNavMenu;
  mainProps?: BoxProps;
  children: ReactNode;
}) {
  const sidebarShown = useSidebarShown();
  return (
    <Flex minH="100vh" bg="gray.50">
      {sidebarShown && (
        <Box
          display={{ base: 'none', lg: 'block' }}
          w="64"
          flexShrink={0}
          bg="white"
          borderRightWidth="1px"
          borderColor="gray.200"
          position="sticky"
          top="0"
          h="100vh"
          {...sidebarProps}
        >
          {sidebar}
        </Box>
      )}
      <Box flex="1" minW="0">
        <Flex
          as="header"
          display={{ base: 'flex', lg: 'none' }}
          align="center"
          justify="space-between"
          h="14"
          px="4"
          bg="white"
          borderBottomWidth="1px"
          borderColor="gray.200"
          position="sticky"
          top="0"
          zIndex="sticky"
        >
          <BrandMark />
          <SideDrawer
            open={menu.open}
            onOpenChange={menu.onOpenChange}
            placement="start"
            title={menu.title}
            hideTitle={menu.hideTitle}
            closeLabel={menu.closeLabel}
            maxW="72"
            trigger={
              <IconButton aria-label={menu.openLabel} variant="ghost">
                <MenuIcon />
              </IconButton>
            }
          >
            {menu.content}
          </SideDrawer>
        </Flex>
        <Box as="main" p={{ base: '4', md: '8' }} maxW="7xl" {...mainProps}>
          {children}
        </Box>
      </Box>
    </Flex>
  );
}
