import { ERROR_CODES } from '@shared/api-error';
import type { AiWebpage as AiWebpageWire, createWebpageSchema, updateWebpageSchema } from '@shared/schemas/ai-webpages';
import type { EntityItem } from 'electrodb';
import type * as z from 'zod';
import { AppError, ConflictError, NotFoundError } from '../../base/errors';
import type { AiWebpage } from '../../db/entities/channels';
import { isConditionalFailure } from '../../db/errors';
import { newId } from '../../db/ids';
import * as db from '../../db/table-entities';

export type StoredWebpage = EntityItem<ReturnType<typeof AiWebpage>>;
export type CreateWebpage = z.output<typeof createWebpageSchema>;
export type UpdateWebpage = z.output<typeof updateWebpageSchema>;

export const ONE_PER_ACCOUNT =
  'Your account already has a webpage. Each account may have one: edit or delete it instead.';
export const PATHNAME_TAKEN = 'This address is taken';
const CHANGED_MEANWHILE = 'The webpage changed meanwhile. Please reload and try again.';

/** 409 naming the field, as a 400 would: the wizard shows it under the URL Path input. */
const pathnameTaken = () => new AppError(409, ERROR_CODES.CONFLICT, PATHNAME_TAKEN, { pathname: PATHNAME_TAKEN });

/** The stored item as the API answers it (spec §3 lastModified is ElectroDB's updatedAt). */
export function toWire(item: StoredWebpage): AiWebpageWire {
  return { ...item, lastModified: item.updatedAt } as unknown as AiWebpageWire;
}

export async function listWebpages(clientId: string): Promise<StoredWebpage[]> {
  const { data } = await db.aiWebpage().query.byId({ clientId }).go();
  return data;
}

/** The tenant's webpage by id; another tenant's id or an unknown one is the same 404 (DESIGN §3). */
export async function getWebpage(clientId: string, id: string): Promise<StoredWebpage> {
  const { data } = await db.aiWebpage().get({ clientId, id }).go({ consistent: true });
  if (!data) throw new NotFoundError('Webpage');
  return data;
}

/** Which items of a cancelled transaction failed their condition (ElectroDB lists them in order). */
function rejected(result: { canceled: boolean; data: unknown }): boolean[] {
  const data = Array.isArray(result.data) ? (result.data as { rejected?: boolean }[]) : [];
  return data.map((d) => d?.rejected === true);
}

/**
 * The webpage, its account claim and its address claim in one transaction: a second webpage of the
 * account or an address another webpage holds cancels all three (409), so nothing half-made is left.
 */
export async function createWebpage(clientId: string, input: CreateWebpage): Promise<StoredWebpage> {
  const id = newId();
  const claim = { clientId, webpageId: id };
  for (let attempt = 0; ; attempt++) {
    const result = await db
      .writeTransaction(
        { aiWebpage: db.aiWebpage(), webpageClaim: db.webpageClaim() },
        ({ aiWebpage, webpageClaim }) => [
          webpageClaim.create({ kind: 'account', key: clientId, ...claim }).commit(),
          webpageClaim.create({ kind: 'pathname', key: input.pathname, ...claim }).commit(),
          aiWebpage.create({ ...input, clientId, id, visits: 0, conversions: 0 }).commit(),
        ],
      )
      .go();
    if (!result.canceled) return getWebpage(clientId, id);
    const [account, pathname] = rejected(result);
    if (account) throw new ConflictError(ONE_PER_ACCOUNT);
    if (pathname && attempt === 0 && (await releaseOrphanClaim(input.pathname))) continue;
    if (pathname) throw pathnameTaken();
    throw new ConflictError('The webpage could not be saved. Please try again.');
  }
}

/**
 * An address whose webpage no longer exists (its account was deleted: core/tenants/account-deletion.ts erases
 * the tenant's partition, the page with it, but not claims kept under other keys) is free: its claim is
 * deleted, only if it still names that page, and the caller tries once more. False if the page exists.
 */
async function releaseOrphanClaim(pathname: string): Promise<boolean> {
  const webpageClaim = db.webpageClaim();
  const aiWebpage = db.aiWebpage();
  const { data: held } = await webpageClaim.get({ kind: 'pathname', key: pathname }).go({ consistent: true });
  if (!held) return true;
  const { data: page } = await aiWebpage.get({ clientId: held.clientId, id: held.webpageId }).go({ consistent: true });
  if (page) return false;
  try {
    await webpageClaim
      .delete({ kind: 'pathname', key: pathname })
      .where(({ webpageId }, { eq }) => eq(webpageId, held.webpageId))
      .go();
  } catch (err) {
    // released or taken meanwhile by another request: the retry's own condition settles who has it
    if (!isConditionalFailure(err)) throw err;
  }
  return true;
}

/**
 * Saves the edit form. A new address moves the claim in the same transaction (old claim deleted, new
 * one created, the page's address checked unchanged since it was read), so an address is never held twice
 * nor lost half-way. `logoUrl` is set only when a new logo came with the form.
 */
export async function updateWebpage(
  clientId: string,
  before: StoredWebpage,
  input: UpdateWebpage,
  logoUrl?: string,
): Promise<StoredWebpage> {
  const { id } = before;
  const changes = { ...input, ...(logoUrl ? { logoUrl } : {}) };
  const moving = input.pathname !== before.pathname;
  for (let attempt = 0; ; attempt++) {
    const result = await moveOrSave();
    if (!result.canceled) return getWebpage(clientId, id);
    const flags = rejected(result);
    const taken = moving && flags[2] && !flags[0];
    if (taken && attempt === 0 && (await releaseOrphanClaim(input.pathname))) continue;
    if (taken) throw pathnameTaken();
    throw new ConflictError(CHANGED_MEANWHILE);
  }

  function moveOrSave() {
    return db
      .writeTransaction(
        { aiWebpage: db.aiWebpage(), webpageClaim: db.webpageClaim() },
        ({ aiWebpage, webpageClaim }) => [
          aiWebpage
            .patch({ clientId, id })
            .set(changes)
            .where(({ pathname }, { eq }) => eq(pathname, before.pathname))
            .commit(),
          ...(moving
            ? [
                webpageClaim
                  .delete({ kind: 'pathname', key: before.pathname })
                  .where(({ webpageId }, { eq }) => eq(webpageId, id))
                  .commit(),
                webpageClaim.create({ kind: 'pathname', key: input.pathname, clientId, webpageId: id }).commit(),
              ]
            : []),
        ],
      )
      .go();
  }
}

export async function setWebpageStatus(
  clientId: string,
  id: string,
  status: StoredWebpage['status'],
): Promise<StoredWebpage> {
  try {
    await db.aiWebpage().patch({ clientId, id }).set({ status }).go();
  } catch (err) {
    // patch's item-must-exist condition: deleted meanwhile
    if (isConditionalFailure(err)) throw new NotFoundError('Webpage');
    throw err;
  }
  return getWebpage(clientId, id);
}

/** The webpage and both its claims go together: the address is free for anyone at once. */
export async function deleteWebpage(clientId: string, page: StoredWebpage): Promise<void> {
  const { id } = page;
  const result = await db
    .writeTransaction({ aiWebpage: db.aiWebpage(), webpageClaim: db.webpageClaim() }, ({ aiWebpage, webpageClaim }) => [
      aiWebpage
        .delete({ clientId, id })
        .where(({ pathname }, { eq }) => eq(pathname, page.pathname))
        .commit(),
      webpageClaim
        .delete({ kind: 'pathname', key: page.pathname })
        .where(({ webpageId }, { eq }) => eq(webpageId, id))
        .commit(),
      webpageClaim
        .delete({ kind: 'account', key: clientId })
        .where(({ webpageId }, { eq }) => eq(webpageId, id))
        .commit(),
    ])
    .go();
  if (result.canceled) throw new ConflictError(CHANGED_MEANWHILE);
}
