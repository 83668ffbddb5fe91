import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { labelOptions } from '../../../components/label-chips';
import { BarSelect } from '../../../components/list-panel';
import { conversationsCsvUrl, useLabels } from '../../../lib/api/labels';
import { useDownload } from '../../../lib/download';

/** The monitor's label filter state (issue 32 item 5): the chosen label, '' for all; a deleted one is none. */
export function useMonitorLabels() {
  const all = useLabels().data?.labels ?? [];
  const [chosen, setLabelId] = useState('');
  const labelId = all.some((l) => l.id === chosen) ? chosen : '';
  return { all, labelId, setLabelId };
}

export function MonitorLabelFilter(props: ReturnType<typeof useMonitorLabels>) {
  if (props.all.length === 0) return null;
  return (
    <BarSelect label="Label" options={labelOptions(props.all)} value={props.labelId} onChange={props.setLabelId} />
  );
}

/** Export CSV: the filtered list (status, search, label) with a Labels column. */
export function ExportConversationsButton(props: { status: string; search: string; labelId: string }) {
  const { exporting, run } = useDownload();
  return (
    <Button
      alignSelf="flex-end"
      variant="outline"
      loading={exporting}
      onClick={() =>
        void run(
          conversationsCsvUrl({
            status: props.status === 'all' ? undefined : props.status,
            search: props.search,
            labelId: props.labelId,
          }),
          'conversations.csv',
          (r) => [
            'Export ready',
            r.truncated
              ? `The first ${r.rows} conversations were exported.`
              : `${r.rows ?? 'All'} conversations exported.`,
          ],
        )
      }
    >
      Export CSV
    </Button>
  );
}
