import * as z from 'zod';
import { SYNC_JOB_STATUSES } from '../enums';
import { id, timestamps } from './common';

/**
 * A Dialogflow CX sync-all job (POST /api/intents/sync-dialogflow answers 202 with it; the screen polls
 * GET /api/intents/sync-dialogflow/{jobId}). Each active intent is one queued message; `syncedCount +
 * failedCount` reach `total` when the job is over: `done` (some or all synced; `failures` name the
 * rest) or `failed` (none synced, or the job could not be queued).
 */
export type SyncJobStatus = (typeof SYNC_JOB_STATUSES)[number];

export const syncJobFailureSchema = z.object({ intentId: id, title: z.string(), message: z.string() });

export const syncJobSchema = z.object({
  id,
  status: z.enum(SYNC_JOB_STATUSES),
  total: z.number().int().min(0),
  syncedCount: z.number().int().min(0),
  failedCount: z.number().int().min(0),
  failures: z.array(syncJobFailureSchema),
  /** Why the whole job failed (e.g. it could not be queued). */
  error: z.string().optional(),
  ...timestamps,
});
export type SyncJob = z.infer<typeof syncJobSchema>;

/** POST /api/intents/sync-dialogflow (202) and GET /api/intents/sync-dialogflow/{jobId} */
export const syncJobResponse = syncJobSchema;
export type SyncJobResponse = z.infer<typeof syncJobResponse>;

export const syncJobParams = z.object({ jobId: id }).strict();

export const isSyncJobOver = (job: Pick<SyncJob, 'status'>) => job.status === 'done' || job.status === 'failed';
