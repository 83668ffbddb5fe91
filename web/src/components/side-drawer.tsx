import { CloseButton, Drawer, type DrawerContentProps, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The one slide-in menu drawer (landing menu, admin sections, customer navigation): backdrop, positioner,
 * the titled content and the × in the corner. `hideTitle` keeps the title for screen readers only and
 * gives the content the whole panel (for a child that pads itself).
 */
export function SideDrawer({
  open,
  onOpenChange,
  placement,
  title,
  hideTitle = false,
  closeLabel,
  trigger,
  children,
  ...content
}: DrawerContentProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placement: 'start' | 'end';
  title: string;
  hideTitle?: boolean;
  closeLabel: string;
  /** The button that opens it, wrapped in Drawer.Trigger (so it carries aria-expanded). */
  trigger?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement={placement}>
      {trigger && <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>}
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content {...content}>
            {hideTitle ? (
              <>
                <Drawer.Title srOnly>{title}</Drawer.Title>
                {children}
              </>
            ) : (
              <>
                <Drawer.Header>
                  <Drawer.Title>{title}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>{children}</Drawer.Body>
              </>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
