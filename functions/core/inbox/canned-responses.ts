import { ERROR_CODES } from '@shared/api-error';
import { CANNED_LIMITS, type CannedResponse, type CannedResponseInput } from '@shared/schemas/canned-responses';
import type { EntityItem } from 'electrodb';
import { AppError, ConflictError, NotFoundError } from '../../base/errors';
import type { CannedResponse as CannedResponseEntity } from '../../db/entities/inbox-notes';
import { newId } from '../../db/ids';
import * as db from '../../db/table-entities';

/**
 * Canned responses (issue 32 item 3): a tenant's saved replies, kept by owners and trainers, inserted by
 * agents with `/shortcut`. A shortcut is unique per tenant: its claim item (cannedShortcut) is created,
 * moved and deleted in the same transaction as the response, so two saves of one shortcut at once let one in.
 */
type Stored = EntityItem<ReturnType<typeof CannedResponseEntity>>;

export const SHORTCUT_TAKEN = 'Another canned response has this shortcut';
const shortcutTaken = () => new AppError(409, ERROR_CODES.CONFLICT, SHORTCUT_TAKEN, { shortcut: SHORTCUT_TAKEN });

const toWire = (c: Stored): CannedResponse => ({
  id: c.id,
  title: c.title,
  shortcut: c.shortcut,
  text: c.text,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

/** The tenant's canned responses by shortcut (at most CANNED_LIMITS.perTenant: one Query). */
export async function listCannedResponses(clientId: string): Promise<CannedResponse[]> {
  const { data } = await db.cannedResponse().query.byId({ clientId }).go({ pages: 'all' });
  return data.map(toWire).sort((a, b) => a.shortcut.localeCompare(b.shortcut));
}

async function getStored(clientId: string, id: string): Promise<Stored> {
  const { data } = await db.cannedResponse().get({ clientId, id }).go({ consistent: true });
  if (!data) throw new NotFoundError('Canned response');
  return data;
}

/** Which items of a cancelled transaction failed their condition (ElectroDB lists them in order). */
const rejected = (result: { data: unknown }) =>
  (Array.isArray(result.data) ? (result.data as { rejected?: boolean }[]) : []).map((d) => d?.rejected === true);

export async function createCannedResponse(clientId: string, input: CannedResponseInput): Promise<CannedResponse> {
  // the limit is read, then written: two saves at the very same moment may pass it by one, which is harmless
  const { data: existing } = await db
    .cannedResponse()
    .query.byId({ clientId })
    .go({ pages: 'all', attributes: ['id'] });
  if (existing.length >= CANNED_LIMITS.perTenant) {
    throw new ConflictError(
      `You have ${CANNED_LIMITS.perTenant} canned responses, the most one account may keep. Delete one first.`,
    );
  }
  const id = newId();
  const result = await db
    .writeTransaction(
      { cannedResponse: db.cannedResponse(), cannedShortcut: db.cannedShortcut() },
      ({ cannedResponse, cannedShortcut }) => [
        cannedShortcut.create({ clientId, shortcut: input.shortcut, responseId: id }).commit(),
        cannedResponse.create({ clientId, id, ...input }).commit(),
      ],
    )
    .go();
  if (result.canceled) {
    if (rejected(result)[0]) throw shortcutTaken();
    throw new ConflictError('The canned response could not be saved. Please try again.');
  }
  return toWire(await getStored(clientId, id));
}

/** Saves an edit; a new shortcut moves its claim in the same transaction (never held twice, never lost). */
export async function updateCannedResponse(
  clientId: string,
  id: string,
  input: Partial<CannedResponseInput>,
): Promise<CannedResponse> {
  const before = await getStored(clientId, id);
  const moving = input.shortcut !== undefined && input.shortcut !== before.shortcut;
  const result = await db
    .writeTransaction(
      { cannedResponse: db.cannedResponse(), cannedShortcut: db.cannedShortcut() },
      ({ cannedResponse, cannedShortcut }) => [
        cannedResponse
          .patch({ clientId, id })
          .set(input)
          .where(({ shortcut }, { eq }) => eq(shortcut, before.shortcut))
          .commit(),
        ...(moving && input.shortcut
          ? [
              cannedShortcut.delete({ clientId, shortcut: before.shortcut }).commit(),
              cannedShortcut.create({ clientId, shortcut: input.shortcut, responseId: id }).commit(),
            ]
          : []),
      ],
    )
    .go();
  if (result.canceled) {
    const flags = rejected(result);
    if (moving && flags[2] && !flags[0]) throw shortcutTaken();
    // deleted meanwhile, or its shortcut changed by someone else: say what it is now
    await getStored(clientId, id);
    throw new ConflictError('The canned response changed meanwhile. Please reload and try again.');
  }
  return toWire(await getStored(clientId, id));
}

export async function deleteCannedResponse(clientId: string, id: string): Promise<void> {
  const before = await getStored(clientId, id);
  const result = await db
    .writeTransaction(
      { cannedResponse: db.cannedResponse(), cannedShortcut: db.cannedShortcut() },
      ({ cannedResponse, cannedShortcut }) => [
        cannedResponse
          .delete({ clientId, id })
          .where(({ shortcut }, { eq }) => eq(shortcut, before.shortcut))
          .commit(),
        cannedShortcut
          .delete({ clientId, shortcut: before.shortcut })
          .where(({ responseId }, { eq }) => eq(responseId, id))
          .commit(),
      ],
    )
    .go();
  if (result.canceled) {
    await getStored(clientId, id); // gone meanwhile: 404
    throw new ConflictError('The canned response changed meanwhile. Please reload and try again.');
  }
}
