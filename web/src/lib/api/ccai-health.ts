import { ccai } from '@shared/api/routes/ccai';
import type { ccaiHealthResponse } from '@shared/schemas/ccai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api-client';

/** Wire type from the response schema the server parses its answer with (type-only: no zod here). */
export type CcaiHealth = z.infer<typeof ccaiHealthResponse>;

/**
 * GET /api/ccai/health ('trainer' level) — whether the platform admin configured the external services,
 * cached 30 s (spec part 2 §7). The chat test screen shows it; the AI Training Center offers Dialogflow
 * CX sync only when it is configured.
 */
export const fetchCcaiHealth = () => api.call(ccai.getHealth);
export const ccaiHealthQuery = queryOptions({
  queryKey: ['ccai', 'health'],
  queryFn: fetchCcaiHealth,
  staleTime: 30_000,
});
export function useCcaiHealth(enabled = true) {
  return useQuery({ ...ccaiHealthQuery, enabled });
}
