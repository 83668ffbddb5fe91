import { Button, VStack } from '@chakra-ui/react';
import { SideDrawer } from '../../../components/side-drawer';
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
    <SideDrawer open={open} onOpenChange={onOpenChange} placement="end" title="Menu" closeLabel="Close menu" maxW="xs">
      <VStack as="nav" aria-label="Mobile" align="stretch" gap="1">
        {sections.map((item) => (
          <Button key={item.section} variant="ghost" justifyContent="flex-start" onClick={() => onGoTo(item.section)}>
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
    </SideDrawer>
  );
}
