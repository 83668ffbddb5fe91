import { Button, CloseButton, Drawer, Portal, VStack } from '@chakra-ui/react';
import type { SectionId } from '../../../lib/scroll';

export interface NavSection {
  label: string;
  section: SectionId;
}

/** The small-screen menu: a slide-in drawer with the section links, Login and Get Started. */
export function MobileMenu({
  open,
  onOpenChange,
  sections,
  onGoTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sections: readonly NavSection[];
  onGoTo: (section: SectionId) => void;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <VStack as="nav" aria-label="Mobile" align="stretch" gap="1">
                {sections.map((item) => (
                  <Button
                    key={item.section}
                    variant="ghost"
                    justifyContent="flex-start"
                    onClick={() => onGoTo(item.section)}
                  >
                    {item.label}
                  </Button>
                ))}
                <Button variant="ghost" justifyContent="flex-start" onClick={() => onGoTo('cta')}>
                  Contact
                </Button>
                <Button asChild variant="outline" mt="4">
                  <a href="/login">Login</a>
                </Button>
                <Button colorPalette="blue" onClick={() => onGoTo('pricing')}>
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
  );
}
