import type { addWebsiteInput, KnowledgeSource } from '@shared/schemas/knowledge';
import type * as z from 'zod';
import { queueWebsiteRun } from './crawl-queue';
import { countSync, createSource, planKnowledgeLimits, toSource } from './sources';

/** A website source (POST /api/knowledge/sources/website): created, and its crawl queued (crawl.ts). */
export async function addWebsite(
  clientId: string,
  userId: string,
  input: z.output<typeof addWebsiteInput>,
): Promise<KnowledgeSource> {
  await countSync(clientId);
  const { pages } = await planKnowledgeLimits(clientId);
  const url = new URL(input.url);
  url.hash = '';
  const source = await createSource(
    clientId,
    userId,
    { kind: 'website', title: input.title || url.hostname, url: url.toString() },
    pages,
  );
  await queueWebsiteRun(source);
  return toSource(source);
}
