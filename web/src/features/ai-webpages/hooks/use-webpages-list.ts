import { useState } from 'react';
import { notify } from '../../../components/notify';
import {
  type AiWebpage,
  useDeleteWebpage,
  useSetWebpageStatus,
  useWebpages,
  type WebpageStatus,
} from '../api/ai-webpages';

/** The webpages list: the pages, a status change, and a delete asked for and confirmed; each with its toast. */
export function useWebpagesList() {
  const webpages = useWebpages();
  const setStatus = useSetWebpageStatus();
  const remove = useDeleteWebpage();
  const [deleting, setDeleting] = useState<AiWebpage | null>(null);

  const changeStatus = async (page: AiWebpage, status: WebpageStatus) => {
    try {
      await setStatus.mutateAsync({ id: page.id, status });
      notify.success('Status Updated', `"${page.name}" is now ${status}.`);
    } catch {
      notify.error('Error', 'Failed to update status. Please try again.');
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success('Webpage Deleted', `"${deleting.name}" has been deleted.`);
    } catch {
      notify.error('Error', 'Failed to delete webpage. Please try again.');
    }
    setDeleting(null);
  };

  return {
    webpages,
    exists: (webpages.data?.webpages.length ?? 0) > 0,
    statusPending: setStatus.isPending,
    changeStatus: (page: AiWebpage, status: WebpageStatus) => void changeStatus(page, status),
    deleting,
    askDelete: setDeleting,
    confirmDelete: () => void confirmDelete(),
    deletePending: remove.isPending,
    cancelDelete: () => setDeleting(null),
  };
}
