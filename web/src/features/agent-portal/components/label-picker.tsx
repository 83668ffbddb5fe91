import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LabelChips } from '../../../components/label-chips';
import { notify } from '../../../components/notify';
import { useLabels, useSetConversationLabels } from '../../../lib/api/labels';
import { serverErrorText } from '../../../lib/api-client';

/**
 * A chat's labels in the portal (issue 32 item 5): its chips, and "Labels" to put one on or take it off
 * (each click saves the whole set). Owners make the labels in Settings → Labels.
 */
export function LabelPicker(props: { conversationId: string; labelIds: readonly string[] | undefined }) {
  const labels = useLabels().data?.labels ?? [];
  const save = useSetConversationLabels();
  const [open, setOpen] = useState(false);
  const current = (props.labelIds ?? []).filter((id) => labels.some((l) => l.id === id));
  const toggle = async (id: string) => {
    const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
    try {
      await save.mutateAsync({ conversationId: props.conversationId, labelIds: next });
    } catch (error) {
      notify.error('Failed to change the labels.', serverErrorText(error, ''));
    }
  };
  return (
    <Flex align="center" gap="2" position="relative" wrap="wrap">
      <LabelChips labelIds={current} labels={labels} />
      <Button
        size="xs"
        variant="outline"
        data-testid="label-picker"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        Labels
      </Button>
      {open && (
        <Box
          position="absolute"
          top="100%"
          right="0"
          mt="1"
          p="2"
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          zIndex="dropdown"
          minW="48"
          role="group"
          aria-label="Labels of this chat"
        >
          {labels.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No labels yet. Owners add them in Settings → Labels.
            </Text>
          ) : (
            <Stack gap="1">
              {labels.map((l) => (
                <Button
                  key={l.id}
                  size="xs"
                  justifyContent="flex-start"
                  variant={current.includes(l.id) ? 'subtle' : 'ghost'}
                  colorPalette={l.colour}
                  aria-pressed={current.includes(l.id)}
                  disabled={save.isPending}
                  onClick={() => void toggle(l.id)}
                >
                  {current.includes(l.id) ? '✓ ' : ''}
                  {l.name}
                </Button>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Flex>
  );
}
