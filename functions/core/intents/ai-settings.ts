import { ACCURATE_MODE_MARGIN, AI_SETTINGS_DEFAULTS } from '@shared/agent-behaviour';
import { answerLevel, DEFAULT_ANSWER_LEVEL } from '@shared/answer-levels';
import { type AiSettingsForm, aiSettingsForm } from '@shared/schemas/settings';
import * as z from 'zod';
import * as db from '../../db/table-entities';

/**
 * The tenant's AI Config: one copy on the client item, because the agent answering a visitor can follow
 * only one (it was a per-user setting before, so two trainers could see different values). The chat
 * pipeline reads it in the same GetItem that checks the tenant's intents version (core/chat/intent-matcher.ts).
 */
export type TenantAiSettings = AiSettingsForm;

/**
 * The stored map read with the wire schema's fields, each falling back to its default when it is
 * missing or no longer valid (an option since removed), and all defaults for no map at all. Unknown
 * keys are dropped.
 */
const { shape } = aiSettingsForm;
const storedAiSettings = z
  .object({
    responseTime: shape.responseTime.catch(AI_SETTINGS_DEFAULTS.responseTime),
    personality: shape.personality.catch(AI_SETTINGS_DEFAULTS.personality),
    conversationHistory: shape.conversationHistory.catch(AI_SETTINGS_DEFAULTS.conversationHistory),
    humanEscalation: shape.humanEscalation.catch(AI_SETTINGS_DEFAULTS.humanEscalation),
    trainingDataUpdates: shape.trainingDataUpdates.catch(AI_SETTINGS_DEFAULTS.trainingDataUpdates),
    fallbackEnabled: shape.fallbackEnabled.catch(AI_SETTINGS_DEFAULTS.fallbackEnabled),
  })
  .catch(() => ({ ...AI_SETTINGS_DEFAULTS }));

/** The stored map with the defaults under anything missing or no longer valid. */
export function tenantAiSettings(stored: unknown): TenantAiSettings {
  return storedAiSettings.parse(stored);
}

export async function readTenantAiSettings(clientId: string): Promise<TenantAiSettings> {
  const { data } = await db
    .client()
    .get({ clientId })
    .go({ attributes: ['aiSettings'] });
  return tenantAiSettings(data?.aiSettings);
}

export async function writeTenantAiSettings(clientId: string, form: AiSettingsForm): Promise<TenantAiSettings> {
  await db.client().patch({ clientId }).set({ aiSettings: form }).go();
  return tenantAiSettings(form);
}

/**
 * The highest threshold 'accurate' mode may reach. The most cautious slider position plus the margin
 * would otherwise be 1 or more, which no calibrated confidence reaches, so the agent would never answer
 * from an intent at all, not even a visitor typing one of its phrases word for word.
 */
export const MAX_ANSWER_THRESHOLD = 0.95;

/**
 * The confidence an intent's answer needs before the agent gives it directly. The base is the tenant's
 * position on the Training Center's "cautious ↔ helpful" slider (shared/answer-levels.ts; a tenant that
 * never moved it has the default level, the engine's one threshold before the slider). 'accurate' mode
 * adds its margin on top, capped at MAX_ANSWER_THRESHOLD.
 */
export const answerThreshold = (ai: Pick<TenantAiSettings, 'responseTime'>, level = DEFAULT_ANSWER_LEVEL) =>
  Math.min(
    MAX_ANSWER_THRESHOLD,
    answerLevel(level).threshold + (ai.responseTime === 'accurate' ? ACCURATE_MODE_MARGIN : 0),
  );

/** DynamoDB TTL (epoch seconds) of a message stored now: the tenant's history retention. */
export const messageExpiry = (ai: Pick<TenantAiSettings, 'conversationHistory'>, nowMs = Date.now()) =>
  Math.floor(nowMs / 1000) + ai.conversationHistory * 86_400;
