import type { CcaiMessage } from '@shared/schemas/ccai';
import { NotFoundError } from '../../base/errors';
import * as db from '../../db/table-entities';
import { escalateConversation, type TurnOptions, visitorTurn } from './chat-pipeline';
import { activeConversation, startTestConversation, stateOf } from './conversations';
import { ESCALATION_REASONS } from './escalation';
import { notExpired, toWireMessage } from './messages';

/**
 * The AI chat test screen (/ccai-test): a trainer talks to the tenant's own agent through the same
 * pipeline visitors use. Test conversations (source 'ccai') have no lead and use no quota.
 */

/** Configured means the admin stored what a call needs, not merely that a record exists (checked without decrypting). */
export async function ccaiHealth() {
  const [{ data: dialogflow }, { data: ccai }] = await Promise.all([
    db.platformConfig().get({ type: 'dialogflow' }).go(),
    db.platformConfig().get({ type: 'ccai' }).go(),
  ]);
  const d = (dialogflow?.config ?? {}) as Record<string, unknown>;
  const c = (ccai?.config ?? {}) as Record<string, unknown>;
  return {
    status: 'ok' as const,
    services: {
      dialogflow_cx: { configured: Boolean(d.enabled === true && d.projectId && d.agentId && d.credentialsJson) },
      ccai_platform: {
        configured: Boolean(c.enabled === true && c.projectId && c.conversationProfileId && c.credentialsJson),
      },
    },
  };
}

/** The tenant's test conversation of a session id; another tenant's (or a visitor's) session is a 404. */
async function testConversation(clientId: string, sessionId: string) {
  const { data } = await db.conversation().query.bySession({ clientId, sessionId }).go({ limit: 1 });
  const found = data[0];
  if (found?.source !== 'ccai') throw new NotFoundError('Test session');
  return found;
}

/**
 * `semantic`: the platform's embedder (core/platform/semantics.ts platformSemantics), and `knowledge`: the tenant's
 * knowledge (core/knowledge/tenant-knowledge.ts), injected by the send handler so the other test-screen
 * functions neither bundle them nor need their grants (KMS, the knowledge bucket).
 */
export async function ccaiTest(
  clientId: string,
  message: string,
  sessionId: string | undefined,
  channel: Pick<TurnOptions, 'semantic' | 'knowledge'> = {},
) {
  // a new session opens as the widget does, with the tenant's welcome message
  const conversation = sessionId
    ? { ...(await testConversation(clientId, sessionId)), opening: [] }
    : await startTestConversation(clientId).then((s) => ({
        id: s.conversationId,
        sessionId: s.sessionId,
        opening: s.messages,
      }));
  // matched as the widget matches (semantically when an embedder is available): the trainer tests what visitors get
  const turn = await visitorTurn(clientId, conversation.id, message, channel);
  const replies = turn.messages.filter((m) => m.senderType !== 'customer');
  const last = replies.at(-1);
  // the engine's answer comes first; a visitor who asked for a person gets the handoff only (no answer
  // was stored, so nothing to label — as GET /api/ccai/conversations/{sessionId} shows it after a reload)
  const answer = turn.match.escalationReason === ESCALATION_REASONS.visitor ? undefined : replies[0];
  return {
    sessionId: conversation.sessionId,
    reply: last?.content ?? '',
    requiresEscalation: turn.conversation.escalated,
    intentMatched: turn.match.intentMatched,
    confidence: turn.match.confidence,
    messages: [...conversation.opening, ...turn.messages].map((m) => ({
      ...m,
      intentMatched: m === answer ? turn.match.intentMatched : null,
      confidence: m === answer ? turn.match.confidence : null,
    })),
  };
}

export async function ccaiConversation(clientId: string, sessionId: string) {
  const found = await testConversation(clientId, sessionId);
  const conversation = await activeConversation(clientId, found.id);
  const { data } = await db.message().query.byConversation({ clientId, conversationId: found.id }).go({ pages: 'all' });
  const messages: CcaiMessage[] = data
    .filter((m) => notExpired(m))
    .map((m) => {
      const analysis = (m.aiAnalysis ?? {}) as { confidence?: number };
      return {
        // with an answer's cited source (issue 33), as the send answered it
        ...toWireMessage(m),
        intentMatched: m.intentMatched ?? null,
        confidence: typeof analysis.confidence === 'number' ? analysis.confidence : null,
      };
    });
  return { sessionId, conversation: stateOf(conversation), messages };
}

export async function ccaiEscalate(clientId: string, sessionId: string, reason: string) {
  const found = await testConversation(clientId, sessionId);
  const result = await escalateConversation(clientId, found.id, reason);
  return { sessionId, escalated: true as const, messages: result.messages };
}
