import { ccai } from '@shared/api/routes/ccai';
import type { ccaiConversationResponse, ccaiTestResponse } from '@shared/schemas/ccai';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

// the health query is shared with the AI Training Center (its Dialogflow sync), so it lives in lib/api
export { type CcaiHealth, ccaiHealthQuery, fetchCcaiHealth, useCcaiHealth } from '../../../lib/api/ccai-health';

/** Wire types from the response schemas the server parses its answers with (type-only: no zod here). */
export type CcaiTestResult = z.infer<typeof ccaiTestResponse>;
export type CcaiConversation = z.infer<typeof ccaiConversationResponse>;
export type CcaiMessage = CcaiConversation['messages'][number];

/** GET /api/ccai/conversations/{sessionId} — only while a session exists; cached 5 s. */
export const fetchCcaiConversation = (sessionId: string) =>
  api.call(ccai.getTestConversation, { params: { sessionId } });
export const ccaiConversationQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['ccai', 'conversation', sessionId],
    queryFn: () => fetchCcaiConversation(sessionId),
    staleTime: 5_000,
  });
export function useCcaiConversation(sessionId: string | null) {
  return useQuery({ ...ccaiConversationQuery(sessionId ?? ''), enabled: Boolean(sessionId) });
}

/** POST /api/ccai/test */
export function useSendTestMessage() {
  return useMutation({
    mutationFn: (input: { message: string; sessionId?: string }) => api.call(ccai.sendTestMessage, { body: input }),
  });
}

/** POST /api/ccai/escalate — the spec's fixed reason. */
export const ESCALATE_REASON = 'User requested human assistance';
export function useEscalateTest() {
  return useMutation({
    mutationFn: (sessionId: string) => api.call(ccai.escalateTest, { body: { sessionId, reason: ESCALATE_REASON } }),
  });
}
