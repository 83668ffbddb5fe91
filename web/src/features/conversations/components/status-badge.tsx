import { Badge } from '@chakra-ui/react';
import type { ConversationRow } from '../api/conversations';
import { STATUS_LABELS, STATUS_PALETTES } from './labels';

export function StatusBadge({ status }: { status: ConversationRow['status'] }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
