import {
  type AdminTestimonial,
  type MyTestimonial,
  PUBLIC_TESTIMONIALS_MAX,
  type PublicTestimonial,
  type TestimonialInput,
  type TestimonialStatus,
} from '@shared/schemas/testimonial';
import { ConflictError, NotFoundError } from '../../base/errors';
import { isConditionalFailure } from '../../db/errors';
import { newId } from '../../db/ids';
import * as db from '../../db/table-entities';

/** The admin's review list is bounded: one page of the newest submissions. */
const ADMIN_LIST_MAX = 100;

interface Author {
  clientId: string;
  userId: string;
  firstName: string;
  lastName: string;
}

type Item = {
  clientId: string;
  id: string;
  name: string;
  company: string;
  rating: number;
  quote: string;
  status: TestimonialStatus;
  submittedAt: string;
  updatedAt: string;
};

const toPublic = (t: Item): PublicTestimonial => ({
  name: t.name,
  company: t.company,
  rating: t.rating,
  quote: t.quote,
});
const toMine = (t: Item): MyTestimonial => ({ ...toPublic(t), status: t.status, updatedAt: t.updatedAt });
const toAdmin = (t: Item): AdminTestimonial => ({ ...toMine(t), id: t.id });

export async function getMyTestimonial(clientId: string): Promise<MyTestimonial | null> {
  const { data } = await db.testimonial().get({ clientId }).go();
  return data ? toMine(data) : null;
}

/**
 * Creates or replaces the tenant's one testimonial. Every submission waits for the admin again, so an
 * approved quote can never be changed into something the admin did not see.
 */
export async function saveMyTestimonial(author: Author, input: TestimonialInput): Promise<MyTestimonial> {
  const { data: client } = await db.client().get({ clientId: author.clientId }).go();
  if (!client) throw new NotFoundError('Account');
  const fields = {
    userId: author.userId,
    name: `${author.firstName} ${author.lastName}`.trim(),
    company: client.companyName,
    rating: input.rating,
    quote: input.quote,
    status: 'pending' as const,
    submittedAt: new Date().toISOString(),
  };
  const entity = db.testimonial();
  const { data: existing } = await entity.get({ clientId: author.clientId }).go();
  if (!existing) {
    try {
      const { data } = await entity.create({ clientId: author.clientId, id: newId(), ...fields }).go();
      return toMine(data);
    } catch (err) {
      if (!isConditionalFailure(err)) throw err;
      // a concurrent first submission won: edit that one instead
    }
  }
  const id = existing?.id ?? (await entity.get({ clientId: author.clientId }).go()).data?.id;
  if (!id) throw new ConflictError('Your testimonial changed meanwhile; please try again');
  const { data } = await entity
    .patch({ clientId: author.clientId })
    .set({ ...fields, id })
    .go({ response: 'all_new' });
  return toMine(data as Item);
}

/** The landing page: approved only, newest first, no private fields. */
export async function listPublicTestimonials(): Promise<PublicTestimonial[]> {
  const { data } = await db
    .testimonial()
    .query.byStatus({ status: 'approved' })
    .go({ order: 'desc', limit: PUBLIC_TESTIMONIALS_MAX });
  return data.map(toPublic);
}

export async function listTestimonialsForAdmin(status: TestimonialStatus): Promise<AdminTestimonial[]> {
  const { data } = await db.testimonial().query.byStatus({ status }).go({ order: 'desc', limit: ADMIN_LIST_MAX });
  return data.map(toAdmin);
}

/**
 * Approves (or rejects) a testimonial by id. The write is conditional on the submission the admin's
 * request read, so an edit that lands in between is never approved unseen.
 */
export async function setTestimonialApproval(id: string, approved: boolean): Promise<AdminTestimonial> {
  const entity = db.testimonial();
  const { data: found } = await entity.query.byId({ id }).go({ limit: 1 });
  const current = found[0];
  if (!current) throw new NotFoundError('Testimonial');
  const status = approved ? 'approved' : 'rejected';
  if (current.status === status) return toAdmin(current); // nothing to change: no write
  try {
    const { data } = await entity
      .patch({ clientId: current.clientId })
      .set({ status, submittedAt: current.submittedAt, id })
      .where(({ submittedAt }, { eq }) => eq(submittedAt, current.submittedAt))
      .go({ response: 'all_new' });
    return toAdmin(data as Item);
  } catch (err) {
    if (isConditionalFailure(err)) throw new ConflictError('The testimonial was edited meanwhile; review it again');
    throw err;
  }
}
