import { useEffect, useState } from 'react';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
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
    try {
      await setStatus.mutateAsync({ id: lead.id, status });
      notify.success('Lead status updated successfully', `${lead.name} is now ${STATUS_LABELS[status]}.`);
    } catch (error) {
      notify.error('Error updating lead status', serverErrorText(error, 'Failed to update lead status'));
    }
  };
  const saveNotes = async () => {
    if (!lead) return;
    try {
      await setStatus.mutateAsync({ id: lead.id, status: lead.status, notes });
      notify.success('Notes saved');
    } catch (error) {
      notify.error('Error updating lead status', serverErrorText(error, 'Failed to update lead status'));
    }
  };
  const runEnrich = async () => {
    if (!lead) return;
    try {
      const r = await enrich.mutateAsync(lead.id);
      if (r.success) notify.success('Lead enrichment completed successfully');
      else notify.error('AI enrichment failed', r.message);
    } catch (error) {
      notify.error('Lead enrichment failed', serverErrorText(error, 'Please try again.'));
    }
  };
  const runErase = async () => {
    if (!lead) return;
    try {
      const r = await erase.mutateAsync(lead.id);
      notify.success(
        'Lead erased',
        `${lead.name} and ${r.erased.conversations} conversation${r.erased.conversations === 1 ? '' : 's'} (${r.erased.messages} messages) were deleted.`,
      );
      setConfirmErase(false);
      onErased();
    } catch (error) {
      notify.error('Failed to erase lead', serverErrorText(error, 'Please try again.'));
    }
  };
  const exportPerson = async () => {
    if (!lead) return;
    try {
      await download(leadExportPath(lead.id), `lead-${lead.id}.json`);
    } catch (error) {
      notify.error('Export failed', serverErrorText(error, 'Please try again.'));
    }
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
