import { passageReply } from '../../ai/grounded-answer';
import type { GenerativeProvider } from '../../ai/providers/openai-grounded';
import type { KnowledgeAnswer } from '../knowledge/answer-decision';
import type { KnowledgePassage } from '../knowledge/passages';
import type { KnowledgeSource } from '../knowledge/search-chunk';

/** The reply's citation and who wrote its words: the knowledge itself (word for word) or the generative provider. */
export interface KnownAnswer {
  answer: string;
  chunkId: string;
  source: KnowledgeSource;
  by: 'knowledge' | 'generative';
}

export interface KnowledgeReply {
  known: KnownAnswer | null;
  /** The provider read the passages and said they do not answer: the not-covered handoff, a missed question. */
  notCovered: boolean;
}

const NOTHING: KnowledgeReply = { known: null, notCovered: false };

/**
 * The business's knowledge, asked when no intent is sure (issue 33 item 3). With a generative provider and
 * the tenant's passages bound, the provider writes the answer from the top passages only and names the one
 * it used (checked: among those given, and the answer within its words), cited as that passage's source.
 * Without a provider, or when it fails, the offline answer: a chunk's own text, only when the search is sure.
 */
export async function knowledgeReply(
  clientId: string,
  message: string,
  hooks: {
    provider: GenerativeProvider | null;
    passages?: (clientId: string, message: string) => Promise<readonly KnowledgePassage[]>;
    offline?: (clientId: string, message: string) => Promise<KnowledgeAnswer | null>;
  },
): Promise<KnowledgeReply> {
  if (hooks.provider?.passageAnswer && hooks.passages) {
    const passages = await hooks.passages(clientId, message);
    const named = passages.map((p, i) => ({ ...p, id: `p${i + 1}` }));
    const reply = await passageReply(hooks.provider, {
      question: message,
      passages: named.map(({ id, title, text }) => ({ id, title, text })),
    });
    if (reply?.kind === 'not-covered') return { known: null, notCovered: true };
    const used = reply && named.find((p) => p.id === reply.passageId);
    if (reply && used) {
      return {
        known: { answer: reply.text, chunkId: used.chunkId, source: used.source, by: 'generative' },
        notCovered: false,
      };
    }
    // no passages, or the provider failed: the offline answer below
  }
  const offline = hooks.offline ? await hooks.offline(clientId, message) : null;
  return offline
    ? {
        known: { answer: offline.answer, chunkId: offline.chunkId, source: offline.source, by: 'knowledge' },
        notCovered: false,
      }
    : NOTHING;
}
