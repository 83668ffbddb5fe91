import { Button, Portal, Tooltip } from '@chakra-ui/react';
import { useState } from 'react';
import { useHasQaKnowledge } from '../api/knowledge-drafts';
import { BrainIcon } from './icons';
import { KnowledgeDraftsDialog } from './knowledge-drafts-dialog';

export const NO_QA_TOOLTIP =
  'Add an FAQ page, a Q&A CSV file or typed questions and answers in the Knowledge tab first';

/**
 * "Draft from knowledge" beside AI Optimize: open while the tenant has a source that may hold questions and
 * answers; otherwise shown unavailable (still focusable, aria-disabled) with a tooltip saying what to add.
 */
export function KnowledgeDraftsButton() {
  const hasQa = useHasQaKnowledge(true);
  const [open, setOpen] = useState(false);
  const ready = hasQa.data === true;
  return (
    <>
      <Tooltip.Root disabled={ready || hasQa.isPending} openDelay={150} positioning={{ placement: 'bottom' }}>
        <Tooltip.Trigger asChild>
          <Button
            variant="outline"
            colorPalette="purple"
            data-testid="knowledge-drafts-button"
            aria-disabled={!ready || undefined}
            data-disabled={!ready ? '' : undefined}
            aria-description={!ready && !hasQa.isPending ? NO_QA_TOOLTIP : undefined}
            onClick={() => {
              if (ready) setOpen(true);
            }}
          >
            <BrainIcon />
            Draft from knowledge
          </Button>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{NO_QA_TOOLTIP}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
      <KnowledgeDraftsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
