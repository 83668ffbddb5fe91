import { useState } from 'react';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { type AdminEnquiry, useUpdateEnquiry } from '../api/admin';

/** One enquiry's row: Mark Contacted, and its notes, saved when changed; each with its toast. */
export function useEnquiryRow(enquiry: AdminEnquiry) {
  const update = useUpdateEnquiry();
  const [notes, setNotes] = useState(enquiry.internalNotes ?? '');
  const save = async (body: { status?: AdminEnquiry['status']; internalNotes?: string }, done: string) => {
    try {
      await update.mutateAsync({ id: enquiry.id, ...body });
      notify.success(done);
    } catch (error) {
      notify.error('Failed to update enquiry', serverErrorText(error, 'Please try again.'));
    }
  };
  return {
    notes,
    setNotes,
    notesChanged: notes !== (enquiry.internalNotes ?? ''),
    pending: update.isPending,
    markContacted: () => void save({ status: 'contacted' }, 'Marked as contacted'),
    saveNotes: () => void save({ internalNotes: notes }, 'Notes saved'),
  };
}
