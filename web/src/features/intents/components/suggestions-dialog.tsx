import { Dialog, Stack } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { AppDialog, CloseAction } from '../../../components/ui/dialog';

/**
 * The frame of AI suggestions for review (AI Enhance, Optimize): full screen on a phone, a grey line
 * saying where the suggestions come from, then them, and Close (nothing is saved from here unasked).
 */
export function SuggestionsDialog({
  description,
  gap,
  children,
  ...dialog
}: {
  open: boolean;
  onClose(): void;
  title: string;
  size: ComponentProps<typeof AppDialog>['size'];
  description: string;
  gap: string;
  children: ReactNode;
}) {
  return (
    <AppDialog {...dialog} fullOnMobile closeLabel="Close suggestions" footer={<CloseAction />}>
      <Stack gap={gap}>
        <Dialog.Description fontSize="sm" color="gray.600">
          {description}
        </Dialog.Description>
        {children}
      </Stack>
    </AppDialog>
  );
}
