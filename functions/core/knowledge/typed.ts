import type { addQaInput, addTextInput, KnowledgeSource } from '@shared/schemas/knowledge';
import type * as z from 'zod';
import { chunkQa, chunkSection } from './chunking';
import { indexWholeDocument } from './index-document';
import { createSource, getStoredSource, toSource } from './sources';

/** Text and Q&A pairs typed in: small enough to chunk and index in the request that adds them. */
export async function addText(
  clientId: string,
  userId: string,
  input: z.output<typeof addTextInput>,
): Promise<KnowledgeSource> {
  const source = await createSource(clientId, userId, { kind: 'text', title: input.title }, 1);
  await indexWholeDocument(source, chunkSection({ text: input.text }), input.title);
  return toSource(await getStoredSource(clientId, source.id));
}

export async function addQa(
  clientId: string,
  userId: string,
  input: z.output<typeof addQaInput>,
): Promise<KnowledgeSource> {
  const source = await createSource(clientId, userId, { kind: 'qa', title: input.title }, 1);
  await indexWholeDocument(source, input.pairs.flatMap(chunkQa), input.title);
  return toSource(await getStoredSource(clientId, source.id));
}
