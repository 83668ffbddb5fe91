import { useEffect, useState } from 'react';
import { notify, withErrorToast } from '../../../components/notify';
import { download } from '../../../lib/download';
import {
  type LeadRow,
  leadExportPath,
  useEnrichLead,
  useEraseLead,
  useLeadDetail,
  useSetLeadStatus,
} from '../api/leads';
import { STATUS_LABELS } from '../components/labels';

/**
 * The Manage dialog's lead and what it does to it: the status (saved at once), the internal notes (saved
 * on Save notes), AI enrichment, the owner's export and erase (asked first). `onErased` closes the dialog.
 */
export function useManageLead(leadId: string | null, onErased: () => void) {
  const detail = useLeadDetail(leadId);
  const setStatus = useSetLeadStatus();
  const enrich = useEnrichLead();
  const erase = useEraseLead();
  const [notes, setNotes] = useState('');
  const [confirmErase, setConfirmErase] = useState(false);
  const lead = detail.data?.lead;
  useEffect(() => {
    setNotes(lead?.internalNotes ?? '');
  }, [lead?.internalNotes]);

  const changeStatus = async (status: LeadRow['status']) => {
    if (!lead) return;
    await withErrorToast(
      'Error updating lead status',
      async () => {
        await setStatus.mutateAsync({ id: lead.id, status });
        notify.success('Lead status updated successfully', `${lead.name} is now ${STATUS_LABELS[status]}.`);
      },
      'Failed to update lead status',
    );
  };
  const saveNotes = async () => {
    if (!lead) return;
    await withErrorToast(
      'Error updating lead status',
      async () => {
        await setStatus.mutateAsync({ id: lead.id, status: lead.status, notes });
        notify.success('Notes saved');
      },
      'Failed to update lead status',
    );
  };
  const runEnrich = async () => {
    if (!lead) return;
    await withErrorToast('Lead enrichment failed', async () => {
      const r = await enrich.mutateAsync(lead.id);
      if (r.success) notify.success('Lead enrichment completed successfully');
      else notify.error('AI enrichment failed', r.message);
    });
  };
  const runErase = async () => {
    if (!lead) return;
    await withErrorToast('Failed to erase lead', async () => {
      const r = await erase.mutateAsync(lead.id);
      notify.success(
        'Lead erased',
        `${lead.name} and ${r.erased.conversations} conversation${r.erased.conversations === 1 ? '' : 's'} (${r.erased.messages} messages) were deleted.`,
      );
      setConfirmErase(false);
      onErased();
    });
  };
  const exportPerson = async () => {
    if (!lead) return;
    await withErrorToast('Export failed', () => download(leadExportPath(lead.id), `lead-${lead.id}.json`));
  };

  return {
    detail,
    lead,
    notes,
    setNotes,
    notesChanged: notes !== (lead?.internalNotes ?? ''),
    changeStatus,
    saveNotes,
    statusSaving: setStatus.isPending,
    runEnrich,
    enriching: enrich.isPending,
    confirmErase,
    setConfirmErase,
    runErase,
    erasing: erase.isPending,
    exportPerson,
  };
}
