import { deletePageObject, pageObjectKey, putPageObject } from '../../adapters/pages-bucket';
import { UpstreamError } from '../../base/errors';
import { rootLogger } from '../../base/logger';
import { renderStored } from './page-html';
import type { StoredWebpage } from './store';

/**
 * Publishing (issue 15 §5): a `published` webpage is its rendered HTML at `page/{pathname}/index.html`
 * in the pages bucket, which CloudFront (and the local gateway) serve as /page/{pathname}; any other
 * status, a deletion or a suspended tenant means no object. The table is written first (the address
 * claim makes the pathname ours), the bucket second: an object is never written for an address the
 * tenant does not hold.
 */
/** CloudFront and browsers keep a page a minute, so an edit or an unpublish shows within one. */
export const PAGE_CACHE_CONTROL = 'public, max-age=60';

export async function putPage(page: StoredWebpage): Promise<void> {
  await putPageObject(pageObjectKey(page.pathname), renderStored(page), {
    contentType: 'text/html; charset=utf-8',
    cacheControl: PAGE_CACHE_CONTROL,
  });
}

const PUBLISH_FAILED = 'The webpage was saved, but publishing it failed. Please try again.';

/** The bucket brought in line with the page as it is now, and with where it was before (an address change). */
export async function syncPublished(after: StoredWebpage | null, before?: StoredWebpage | null): Promise<void> {
  try {
    if (before && (!after || before.pathname !== after.pathname))
      await deletePageObject(pageObjectKey(before.pathname));
    if (!after) return;
    if (after.status === 'published') await putPage(after);
    else await deletePageObject(pageObjectKey(after.pathname));
  } catch (err) {
    rootLogger.error('publishing failed', { err });
    throw new UpstreamError(PUBLISH_FAILED);
  }
}
