import { deletePageObject, pageObjectKey } from '../../adapters/pages-bucket';
import * as db from '../../db/table-entities';
import { putPage } from './publish';
import { listWebpages } from './store';

/**
 * The tenant's pages as its status says (issue 12): while it is suspended (or gone) no page of it is
 * online, whatever the page's own status; active, a published page is online again. The stored page
 * status never changes here, so reactivation restores exactly what the owner had.
 */
export async function syncTenantPages(clientId: string): Promise<'offline' | 'online' | 'none'> {
  const [{ data: client }, pages] = await Promise.all([
    db
      .client()
      .get({ clientId })
      .go({ attributes: ['status'], consistent: true }),
    listWebpages(clientId),
  ]);
  // a trial tenant is as online as an active one; a suspended or deleted one is not
  const active = client !== null && client.status !== 'suspended';
  for (const page of pages) {
    if (active && page.status === 'published') await putPage(page);
    else await deletePageObject(pageObjectKey(page.pathname));
  }
  if (pages.length === 0) return 'none';
  return active ? 'online' : 'offline';
}
