import { rootLogger } from '../../base/logger';
import type { UploadedFile } from '../../base/multipart';
import { checkLogo, storeLogo } from './logo';
import { syncPublished } from './publish';
import {
  type CreateWebpage,
  createWebpage,
  deleteWebpage,
  getWebpage,
  type StoredWebpage,
  setWebpageStatus,
  type UpdateWebpage,
  updateWebpage,
} from './store';
import { deleteStoredLogo } from './stored-logo';

/**
 * The AI webpage's use cases (issue 15): the table first (claims settle the one-per-account and address
 * rules), then the pages bucket (core/webpages/publish.ts). Each returns the page as stored.
 */
export async function createAndPublish(clientId: string, input: CreateWebpage): Promise<StoredWebpage> {
  const page = await createWebpage(clientId, input);
  await syncPublished(page);
  return page;
}

/**
 * The edit form. A logo is checked before anything is written (a bad one is a 400 naming `logo`, nothing
 * stored), then stored before the page points at it; if the page then cannot be saved (409) the new
 * logo is removed again, and a replaced logo is removed once the page no longer names it.
 */
export async function editAndRepublish(
  clientId: string,
  id: string,
  input: UpdateWebpage,
  logo?: UploadedFile,
): Promise<StoredWebpage> {
  const before = await getWebpage(clientId, id);
  if (logo) checkLogo(logo);
  const stored = logo ? await storeLogo(id, logo) : undefined;
  let after: StoredWebpage;
  try {
    after = await updateWebpage(clientId, before, input, stored?.url);
  } catch (err) {
    if (stored && stored.url !== before.logoUrl) await deleteStoredLogo(stored.url).catch(() => undefined);
    throw err;
  }
  await syncPublished(after, before);
  if (stored && before.logoUrl && before.logoUrl !== stored.url) await quietly(() => deleteStoredLogo(before.logoUrl));
  return after;
}

export async function changeStatus(
  clientId: string,
  id: string,
  status: StoredWebpage['status'],
): Promise<StoredWebpage> {
  await getWebpage(clientId, id);
  const after = await setWebpageStatus(clientId, id, status);
  await syncPublished(after);
  return after;
}

/** The page, its claims (the address is free at once), its public object and its logo. */
export async function deleteAndUnpublish(clientId: string, id: string): Promise<void> {
  const page = await getWebpage(clientId, id);
  await deleteWebpage(clientId, page);
  await syncPublished(null, page);
  await quietly(() => deleteStoredLogo(page.logoUrl));
}

/** A leftover asset is harmless (unreferenced, under an id nobody has any more): log it, answer the request. */
async function quietly(step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (err) {
    rootLogger.warn('webpage asset cleanup failed', { err });
  }
}
