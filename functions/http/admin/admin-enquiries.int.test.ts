import { tenantSuite } from '../../../infra/test-fixtures/tenant-suite';
import { createContact } from '../../core/public-site/public-site';
import { db } from '../../db/service';
import type { ApiClient } from '../../test-support/api';
import { useIsolatedTable } from '../../test-support/isolated-table';
import { signInAdmin, type TestTenant } from '../../test-support/tenants';

/** Enquiries (issue 12): newest first, searched on the server, summary computed, status and notes saved. */
let tenant: TestTenant;
let admin: ApiClient;
beforeAll(() => useIsolatedTable('admin-enquiries'));
tenantSuite(async (g, t) => {
  tenant = t;
  admin = await signInAdmin(g.url);
});

type Enquiry = { id: string; name: string; email: string; company: string | null; status: string };
const list = async (q = '') => {
  const r = await admin.get(`/api/admin/enquiries${q}`);
  expect(r.status, r.text).toBe(200);
  return r.json as { enquiries: Enquiry[]; nextCursor: string | null; summary: Record<string, number> };
};

describe('admin enquiries', () => {
  let ids: string[] = [];
  beforeAll(async () => {
    ids = [];
    for (const e of [
      { name: 'Kavya Rao', email: 'kavya@raodental.example', company: 'Rao Dental' },
      { name: 'Imran Sheikh', email: 'imran@sheikhtravels.example', company: 'Sheikh Travels' },
      { name: 'Lata Menon', email: 'lata@menon.example', message: 'Do you support Malayalam?' },
    ]) {
      ids.push((await createContact(e)).id);
      await new Promise((r) => setTimeout(r, 5)); // distinct createdAt, so "newest first" is testable
    }
    // one enquiry from last month: counted in total, not in this week
    const old = await createContact({ name: 'Old Enquirer', email: 'old@example.com' });
    const { data } = await db().entities.contact.query.byId({ id: old.id }).go();
    await db().entities.contact.delete({ createdAt: data[0].createdAt, id: old.id }).go();
    await db()
      .entities.contact.create({ ...data[0], createdAt: new Date(Date.now() - 30 * 86400_000).toISOString() })
      .go();
  });

  it('refuses an owner on both routes (403)', async () => {
    expect((await tenant.owner.get('/api/admin/enquiries')).status).toBe(403);
    expect((await tenant.owner.patch(`/api/admin/enquiries/${ids[0]}`, { status: 'closed' })).status).toBe(403);
  });

  it('lists newest first with the computed summary, pages with a sealed cursor and searches on the server', async () => {
    const all = await list();
    expect(all.enquiries.map((e) => e.name)).toEqual(['Lata Menon', 'Imran Sheikh', 'Kavya Rao', 'Old Enquirer']);
    expect(all.summary).toEqual({ total: 4, responded: 0, pending: 4, thisWeek: 3 });

    const first = await list('?limit=2');
    expect(first.enquiries.map((e) => e.name)).toEqual(['Lata Menon', 'Imran Sheikh']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.enquiries.map((e) => e.name)).toEqual(['Kavya Rao', 'Old Enquirer']);
    expect(second.nextCursor).toBeNull();
    expect((await admin.get('/api/admin/enquiries?cursor=made-up.cursor')).status).toBe(400);

    expect((await list('?search=SHEIKH')).enquiries.map((e) => e.name)).toEqual(['Imran Sheikh']); // company/name
    expect((await list('?search=raodental')).enquiries.map((e) => e.name)).toEqual(['Kavya Rao']); // email
    expect((await list('?search=rao%20dental')).enquiries.map((e) => e.name)).toEqual(['Kavya Rao']); // company
    expect((await list('?search=nobody')).enquiries).toEqual([]);
    expect((await list('?search=nobody')).summary.total).toBe(4); // the cards count every enquiry
  });

  it('changes status and notes, and the summary follows; unknown id 404, empty body 400', async () => {
    const contacted = await admin.patch(`/api/admin/enquiries/${ids[0]}`, {
      status: 'contacted',
      internalNotes: 'Called, demo on Friday',
    });
    expect(contacted.status).toBe(200);
    expect(contacted.json.enquiry).toMatchObject({
      id: ids[0],
      status: 'contacted',
      internalNotes: 'Called, demo on Friday',
    });
    const closed = await admin.patch(`/api/admin/enquiries/${ids[1]}`, { status: 'closed' });
    expect(closed.json.enquiry.status).toBe('closed');
    const notes = await admin.patch(`/api/admin/enquiries/${ids[2]}`, { internalNotes: 'Asked about languages' });
    expect(notes.json.enquiry).toMatchObject({ status: 'new', internalNotes: 'Asked about languages' });

    const after = await list();
    expect(after.summary).toEqual({ total: 4, responded: 2, pending: 2, thisWeek: 3 });
    expect(after.enquiries.find((e) => e.id === ids[0])?.status).toBe('contacted');

    expect((await admin.patch('/api/admin/enquiries/no-such-enquiry', { status: 'closed' })).status).toBe(404);
    expect((await admin.patch(`/api/admin/enquiries/${ids[0]}`, {})).status).toBe(400);
    expect((await admin.patch(`/api/admin/enquiries/${ids[0]}`, { status: 'lost' })).status).toBe(400);
  });
});
