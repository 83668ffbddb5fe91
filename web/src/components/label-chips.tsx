import { Badge, Flex } from '@chakra-ui/react';
import type { Label } from '../lib/api/labels';

/** A conversation's labels as coloured chips; an id no label has any more (deleted) shows nothing. */
export function LabelChips(props: { labelIds: readonly string[] | undefined; labels: readonly Label[] }) {
  const shown = props.labels.filter((l) => props.labelIds?.includes(l.id));
  if (shown.length === 0) return null;
  return (
    <Flex gap="1" wrap="wrap">
      {shown.map((l) => (
        <Badge key={l.id} colorPalette={l.colour} variant="subtle" data-testid="label-chip">
          {l.name}
        </Badge>
      ))}
    </Flex>
  );
}

/** The label filter's options: every label, and "All labels" first (the empty value). */
export const labelOptions = (labels: readonly Label[]) => [
  { value: '', label: 'All labels' },
  ...labels.map((l) => ({ value: l.id, label: l.name })),
];
