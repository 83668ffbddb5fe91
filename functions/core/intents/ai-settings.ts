import { ACCURATE_MODE_MARGIN, AI_SETTINGS_DEFAULTS } from '../../../shared/agent-behaviour';
import { answerLevel, DEFAULT_ANSWER_LEVEL } from '../../../shared/answer-levels';
import { HISTORY_RETENTION_DAYS } from '../../../shared/constants';
import { PERSONALITIES, RESPONSE_MODES } from '../../../shared/enums';
import type { AiSettingsForm } from '../../../shared/schemas/settings';
import { db } from '../../db/service';

/**
 * The tenant's AI Config: one copy on the client item, because the agent answering a visitor can follow
 * only one (it was a per-user setting before, so two trainers could see different values). The chat
 * pipeline reads it in the same GetItem that checks the tenant's intents version (core/chat/intent-matcher.ts).
 */
export type TenantAiSettings = AiSettingsForm;

/**
 * The stored map with the defaults under anything missing or no longer valid. Checked by hand rather
 * than with the zod schema: every chat function reads it, and those bundles sit at the 400 KB budget.
 */
export function tenantAiSettings(stored: unknown): TenantAiSettings {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const pick = <K extends keyof TenantAiSettings>(key: K, valid: (v: unknown) => boolean): TenantAiSettings[K] =>
    valid(s[key]) ? (s[key] as TenantAiSettings[K]) : AI_SETTINGS_DEFAULTS[key];
  const oneOf = (options: readonly unknown[]) => (v: unknown) => options.includes(v);
  const isBoolean = (v: unknown) => typeof v === 'boolean';
  return {
    responseTime: pick('responseTime', oneOf(RESPONSE_MODES)),
    personality: pick('personality', oneOf(PERSONALITIES)),
    conversationHistory: pick('conversationHistory', oneOf(HISTORY_RETENTION_DAYS)),
    humanEscalation: pick('humanEscalation', isBoolean),
    trainingDataUpdates: pick('trainingDataUpdates', isBoolean),
    fallbackEnabled: pick('fallbackEnabled', isBoolean),
  };
}

export async function readTenantAiSettings(clientId: string): Promise<TenantAiSettings> {
  const { data } = await db()
    .entities.client.get({ clientId })
    .go({ attributes: ['aiSettings'] });
  return tenantAiSettings(data?.aiSettings);
}

export async function writeTenantAiSettings(clientId: string, form: AiSettingsForm): Promise<TenantAiSettings> {
  await db().entities.client.patch({ clientId }).set({ aiSettings: form }).go();
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
