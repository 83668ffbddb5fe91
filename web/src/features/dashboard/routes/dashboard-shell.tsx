import { Box, Button, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { BrandMark } from '../../../components/brand';
import { MenuIcon } from '../../../components/menu-icon';
import { PageSpinner } from '../../../components/page-spinner';
import { SidebarContent } from '../components/sidebar';

/** The customer area frame: a fixed sidebar on wide screens, a top bar with a drawer on small ones. */
export function DashboardShell() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Flex minH="100vh" bg="gray.50">
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
      >
        <SidebarContent />
      </Box>
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
          <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start">
            <Drawer.Trigger asChild>
              <Button variant="ghost" px="2" aria-label="Open navigation menu">
                <MenuIcon />
              </Button>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content maxW="72">
                  <Drawer.Title srOnly>Navigation</Drawer.Title>
                  <SidebarContent onNavigate={() => setDrawerOpen(false)} />
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close navigation menu" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </Flex>
        <Box as="main" p={{ base: '4', md: '8' }} maxW="7xl" mx="auto">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Flex>
  );
}
