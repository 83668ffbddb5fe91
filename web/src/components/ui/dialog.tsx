import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { DialogCloseContext } from './dialog-close';

export type DialogSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AppDialogProps {
  open: boolean;
  /** Called when the user closes the dialog (Escape, the backdrop, the close button, a Cancel action). */
  onClose(): void;
  title: ReactNode;
  /** Read out as the dialog's description (aria-describedby), above the body. */
  description?: ReactNode;
  children?: ReactNode;
  /** The actions, usually `<FormActions dialog … />` or a Close button in a `Dialog.ActionTrigger`. */
  footer?: ReactNode;
  /** Width from `md` up (default Chakra's `md`). */
  size?: DialogSize;
  /** Full screen below `md`, the body scrolling inside: for long forms and lists. Placed at the top unless `placement`. */
  fullOnMobile?: boolean;
  /** Default `center`, or `top` when `fullOnMobile`. */
  placement?: 'center' | 'top';
  /** The × in the corner (default shown). An alert dialog asks with its actions only. */
  closeButton?: boolean;
  /** The close button's name (default "Close"). */
  closeLabel?: string;
  /** `alertdialog` for a question about a destructive action. */
  role?: 'dialog' | 'alertdialog';
  /** What gets focus on open (default the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Mount the content only while open, so a form inside starts fresh each time. */
  lazy?: boolean;
  /** While true, Escape and the backdrop do not close (e.g. a request is running). */
  locked?: boolean;
  /**
   * Makes the dialog's content a `<form noValidate>`: the footer's submit button submits it and Enter in
   * a text input does too. The event's default is already prevented.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** aria-busy on the form while it saves. */
  busy?: boolean;
}

/**
 * The one dialog skeleton (Chakra v3's snippet): backdrop, positioner, content, header with the title,
 * body, footer with the actions, the close button. Screens give it the parts; none builds the skeleton.
 */
export function AppDialog(props: AppDialogProps) {
  const { fullOnMobile = false, size = 'md' } = props;
  const parts = (
    <>
      <Dialog.Header>
        <Dialog.Title>{props.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {props.description !== undefined && <Dialog.Description>{props.description}</Dialog.Description>}
        {props.children}
      </Dialog.Body>
      {props.footer !== undefined && <Dialog.Footer>{props.footer}</Dialog.Footer>}
      {props.closeButton !== false && (
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label={props.closeLabel ?? 'Close'} />
        </Dialog.CloseTrigger>
      )}
    </>
  );
  const onSubmit = props.onSubmit;
  return (
    <Dialog.Root
      role={props.role}
      open={props.open}
      onOpenChange={(event) => {
        if (!event.open) props.onClose();
      }}
      size={fullOnMobile ? { base: 'full', md: size } : size}
      placement={props.placement ?? (fullOnMobile ? 'top' : 'center')}
      scrollBehavior={fullOnMobile ? 'inside' : 'outside'}
      initialFocusEl={props.initialFocus ? () => props.initialFocus?.current ?? null : undefined}
      closeOnEscape={!props.locked}
      closeOnInteractOutside={!props.locked}
      lazyMount={props.lazy}
      unmountOnExit={props.lazy}
    >
      <Portal>
        <DialogCloseContext.Provider value={props.onClose}>
          <Dialog.Backdrop />
          <Dialog.Positioner px={fullOnMobile ? undefined : '4'}>
            {onSubmit ? (
              <Dialog.Content asChild>
                <form
                  noValidate
                  aria-busy={props.busy}
                  onSubmit={(event) => {
                    event.preventDefault();
                    // React sends a submit on through the portal: a dialog on a page's form must not submit it too
                    event.stopPropagation();
                    onSubmit(event);
                  }}
                >
                  {parts}
                </form>
              </Dialog.Content>
            ) : (
              <Dialog.Content>{parts}</Dialog.Content>
            )}
          </Dialog.Positioner>
        </DialogCloseContext.Provider>
      </Portal>
    </Dialog.Root>
  );
}

/** A dialog that only shows something ends with this: a button that closes it. */
export function CloseAction({ label = 'Close' }: { label?: string }) {
  return (
    <Dialog.ActionTrigger asChild>
      <Button variant="outline">{label}</Button>
    </Dialog.ActionTrigger>
  );
}
