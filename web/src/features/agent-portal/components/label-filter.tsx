import { Box } from '@chakra-ui/react';
import type { LiveMessage } from '@shared/schemas/realtime';
import { useEffect } from 'react';
import { labelOptions } from '../../../components/label-chips';
import { notify } from '../../../components/notify';
import { SelectControl } from '../../../components/ui/field-frame';
import { useLabels } from '../../../lib/api/labels';

/** The portal's filter by label (issue 32 item 5); shown once the tenant has labels. */
export function LabelFilter(props: { value: string; onChange(labelId: string): void }) {
  const loaded = useLabels().data?.labels;
  const labels = loaded ?? [];
  // a deleted label is no filter any more
  const stale = loaded !== undefined && props.value !== '' && !labels.some((l) => l.id === props.value);
  const { onChange } = props;
  useEffect(() => {
    if (stale) onChange('');
  }, [stale, onChange]);
  if (labels.length === 0) return null;
  return (
    <Box px="4" pt="2">
      <SelectControl
        size="sm"
        aria-label="Filter by label"
        data-testid="label-filter"
        options={labelOptions(labels)}
        value={stale ? '' : props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Box>
  );
}

/** A colleague's private note that @mentions the signed-in agent: a toast says so (issue 32 item 4). */
export function mentionToast(message: LiveMessage, myId: string | undefined) {
  if (!myId || !message.isNote || message.senderId === myId || !message.mentions?.includes(myId)) return;
  notify.info(`${message.senderName ?? 'A colleague'} mentioned you`, message.content);
}
