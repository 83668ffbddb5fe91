import { MAX_PHRASES_PER_INTENT } from '@shared/constants';
import { newId } from '../../db/ids';
import { db } from '../../db/service';
import { addPhrases, createIntent, getIntent, listIntents, recordMatch, updateIntent } from './intents';

const intent = (title: string, phrases = ['when are you open', 'opening hours']) => ({
  title,
  description: 'When the shop is open during the week',
  phrases,
  response: 'We are open 9 to 6, Monday to Saturday.',
  requiresEscalation: false,
  isActive: true,
});

async function newTenant() {
  const clientId = newId();
  await db()
    .entities.client.create({
      clientId,
      companyName: 'Intent Tests',
      planId: 'plan-starter',
      conversationsLimit: 100,
      billingEmail: 'owner@example.com',
    })
    .go();
  return clientId;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

describe('listIntents', () => {
  it('does not reorder the list or touch updatedAt when a visitor matches an intent', async () => {
    const clientId = await newTenant();
    const first = await createIntent(clientId, 'u', intent('Older'));
    await tick();
    await createIntent(clientId, 'u', intent('Newer'));
    const before = await getIntent(clientId, first.id);
    await tick();
    await recordMatch(clientId, first.id, 0.8);
    const after = await getIntent(clientId, first.id);
    expect(after.matchCount).toBe((before.matchCount ?? 0) + 1);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect((await listIntents(clientId)).intents.map((i) => i.title)).toEqual(['Newer', 'Older']);
    await expect(recordMatch(clientId, 'no-such-intent', 0.5)).resolves.toBeUndefined();
  });

  it('keeps newest-change-first order across pages, not only within one', async () => {
    const clientId = await newTenant();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createIntent(clientId, 'u', intent(`Intent ${i}`))).id);
    // changed in ascending id order, so the newest change has the largest id: an id-ordered query
    // sorted one page at a time gives [2nd, 1st], [4th, 3rd], [5th] instead
    const byId = [...ids].sort();
    for (const id of byId) {
      await tick();
      await updateIntent(clientId, id, { ...intent(`Changed ${id}`) });
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listIntents(clientId, cursor, 2);
      seen.push(...page.intents.map((i) => i.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThan(2);
    expect(seen).toEqual([...byId].reverse());
  });
});

describe('intentsVersion', () => {
  it('is never bumped into a client record that does not exist', async () => {
    const clientId = newId();
    await expect(createIntent(clientId, 'u', intent('Orphan'))).rejects.toMatchObject({ status: 404 });
    const { data } = await db().entities.client.get({ clientId }).go();
    expect(data).toBeNull();
  });

  it('counts every change of the tenant’s intents', async () => {
    const clientId = await newTenant();
    const { id } = await createIntent(clientId, 'u', intent('Hours'));
    await addPhrases(clientId, id, ['are you open today']);
    const { data } = await db().entities.client.get({ clientId }).go();
    expect(data?.intentsVersion).toBe(2);
  });
});

describe('addPhrases', () => {
  it('adds only phrases the intent lacks and keeps its other fields', async () => {
    const clientId = await newTenant();
    const { id } = await createIntent(clientId, 'u', intent('Hours'));
    const r = await addPhrases(clientId, id, ['Opening Hours', ' are you open today ', 'are you open today']);
    expect(r.addedPhrases).toEqual(['are you open today']);
    expect(r.intent.phrases).toEqual(['when are you open', 'opening hours', 'are you open today']);
    expect(r.intent.response).toBe(intent('Hours').response);
  });

  it('lets parallel appends all land, each phrase once', async () => {
    const clientId = await newTenant();
    const { id } = await createIntent(clientId, 'u', intent('Hours'));
    // every call also carries one shared phrase: a plain list_append would store it several times,
    // and a read-modify-write without a condition would lose some of the others
    const calls = Array.from({ length: 6 }, (_, i) => addPhrases(clientId, id, [`open on day ${i}`, 'open today']));
    await Promise.all(calls);
    const { phrases } = await getIntent(clientId, id);
    expect(phrases.filter((p) => p === 'open today')).toHaveLength(1);
    for (let i = 0; i < 6; i++) expect(phrases).toContain(`open on day ${i}`);
    expect(phrases).toHaveLength(2 + 6 + 1);
  });

  it('never goes past the phrase limit, even in parallel', async () => {
    const clientId = await newTenant();
    const full = Array.from({ length: MAX_PHRASES_PER_INTENT - 2 }, (_, i) => `phrase ${i}`);
    const { id } = await createIntent(clientId, 'u', intent('Hours', full));
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) => addPhrases(clientId, id, [`extra ${i}`])),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results.filter((r) => r.status === 'rejected')) expect(r.reason).toMatchObject({ status: 409 });
    expect((await getIntent(clientId, id)).phrases).toHaveLength(MAX_PHRASES_PER_INTENT);
  });

  it('keeps a change made after the caller last read the intent', async () => {
    const clientId = await newTenant();
    const created = await createIntent(clientId, 'u', intent('Hours'));
    // someone edits the answer while the caller still shows the old intent
    await updateIntent(clientId, created.id, { ...intent('Hours'), response: 'From today we open at 10 am.' });
    await addPhrases(clientId, created.id, ['are you open today']);
    const after = await getIntent(clientId, created.id);
    expect(after.response).toBe('From today we open at 10 am.');
    expect(after.phrases).toContain('are you open today');
  });

  it('answers 404 for an intent that does not exist', async () => {
    const clientId = await newTenant();
    await expect(addPhrases(clientId, newId(), ['hello there'])).rejects.toMatchObject({ status: 404 });
  });
});
