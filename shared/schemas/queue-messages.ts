import * as z from 'zod';
import { email, id } from './common';
import { conversationEventSchema } from './realtime';

/**
 * Every message that travels through a queue. Each type belongs to exactly one consumer (routes.ts
 * `queueConsumers[].messageTypes`): the sender (functions/adapters/queue.ts) validates the payload
 * and picks that consumer's queue, the consumer (functions/kit/queue-consumer.ts) validates it again.
 */
/** A turn's events: the visitor's message, the replies, a handoff; far below SQS's 256 KB with the messages' length limits. */
const MAX_EVENTS_PER_PUSH = 20;
/**
 * The sockets a sender read beside its write, carried so the fan-out needs no Query (issue 30): some
 * 120 bytes each, so 500 stay far below SQS's 256 KB; a sender with more leaves them out and the
 * consumer reads them itself.
 */
export const MAX_PUSH_TARGETS = 500;
const pushTarget = z
  .object({
    connectionId: z.string().min(1).max(128),
    clientId: id,
    kind: z.enum(['agent', 'visitor']),
    conversationId: id.optional(),
    expiresAt: z.number().optional(),
  })
  .strict();

export const messagePayloads = {
  /** Push one intent of a sync-all job to Dialogflow CX (functions/queue/intent-sync.ts). */
  'intents.sync': z.object({ clientId: id, jobId: id, intentId: id }).strict(),
  /**
   * Enrich one lead (functions/queue/lead-enrichment.ts): a widget capture, or one lead of a bulk job.
   * `captured`: the lead was just captured by a conversation start, so its alerts go out too (the new-lead
   * mail or digest line, the plan's 80 %/100 % check: core/alerts, issue 31).
   */
  'leads.enrich': z
    .object({ clientId: id, leadId: id, jobId: id.optional(), captured: z.literal(true).optional() })
    .strict(),
  /** Queue the next page of a bulk enrichment job's leads (100 at a time) and then the page after it. */
  'leads.enrich-page': z
    .object({ clientId: id, jobId: id, page: z.number().int().min(0), cursor: z.string().max(2000).nullable() })
    .strict(),
  /**
   * Bring the tenant's published webpage in the pages bucket in line with the tenant's status (issue 12):
   * offline while suspended, online again (if its status is published) once active. The consumer reads the
   * status when it runs, so messages processed in any order leave the last status in force.
   */
  'webpages.sync-tenant': z.object({ clientId: id }).strict(),
  /**
   * Push a turn's events of one conversation to its live sockets (functions/queue/live-fanout.ts), off the
   * sender's HTTP reply (issue 30). Not claimed: a push repeated by a redelivery is harmless, since both
   * clients drop a message id they already show.
   */
  'realtime.conversation-events': z
    .object({
      clientId: id,
      events: z.array(conversationEventSchema).min(1).max(MAX_EVENTS_PER_PUSH),
      targets: z.array(pushTarget).min(1).max(MAX_PUSH_TARGETS).optional(),
    })
    .strict()
    .refine((p) => p.events.every((e) => e.conversationId === p.events[0].conversationId), {
      message: 'events of one conversation only',
      path: ['events'],
    }),
  /**
   * Send one mail (functions/queue/mail-send.ts, issue 31): the template's name and its data, checked
   * against the template's own schema by core/mail/outbox.ts before it is queued and again when it is
   * rendered. The envelope's id is the caller's key, so the same key is mailed once.
   */
  'mail.send': z
    .object({
      template: z.string().min(1).max(64),
      to: email,
      clientId: id.optional(),
      data: z.record(z.string(), z.unknown()),
    })
    .strict(),
  /**
   * One page of a website source's crawl (functions/queue/knowledge-crawl.ts, issue 33), or with `sitemap`
   * the sitemap that lists the pages. `runId` is the sync it belongs to: a message of an older, cancelled
   * or deleted run does nothing. Each page queues the site's pages it links to, up to the plan's cap.
   */
  'knowledge.crawl': z
    .object({
      clientId: id,
      sourceId: id,
      runId: id,
      url: z.string().url().max(2000),
      sitemap: z.literal(true).optional(),
    })
    .strict(),
  /** Extract and index an uploaded file source (functions/queue/knowledge-crawl.ts): PDF, DOCX, TXT, Markdown, CSV. */
  'knowledge.ingest-file': z.object({ clientId: id, sourceId: id, runId: id }).strict(),
  /** Build and store the tenant's search index at its current knowledge version, off the chat path (publish-index.ts). */
  'knowledge.publish-index': z.object({ clientId: id }).strict(),
  /**
   * SES's report of a bounce or complaint (functions/queue/mail-feedback.ts): the `detail` of the event the
   * stage's configuration set sends to EventBridge, put in this envelope by the rule's input transformer
   * (infra/stacks/mail-stack.ts). Only the fields the suppression list needs are read; the rest may vary.
   */
  'mail.feedback': z.looseObject({
    eventType: z.string().max(64),
    bounce: z
      .looseObject({
        bounceType: z.string().max(64),
        bouncedRecipients: z.array(z.looseObject({ emailAddress: z.string().max(320) })).max(50),
      })
      .optional(),
    complaint: z
      .looseObject({ complainedRecipients: z.array(z.looseObject({ emailAddress: z.string().max(320) })).max(50) })
      .optional(),
  }),
} as const;
export type MessageType = keyof typeof messagePayloads;
export type MessagePayload<T extends MessageType> = z.output<(typeof messagePayloads)[T]>;

/**
 * What a queue message body holds. `id` is the idempotency key: a message delivered twice (SQS is
 * at-least-once; a sender may retry) with the same key is processed once.
 */
export const messageEnvelope = z.object({
  type: z.string().min(1).max(100),
  id: z.string().min(1).max(200),
  payload: z.unknown(),
});
export type MessageEnvelope = z.infer<typeof messageEnvelope>;
