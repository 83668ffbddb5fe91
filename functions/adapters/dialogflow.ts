import type { dialogflowConfigSchema } from '@shared/schemas/integrations';
import type { z } from 'zod';
import { isTimeout, upstreamSignal } from '../base/deadline';
import { AppError, GatewayTimeoutError, UpstreamError } from '../base/errors';
import { accessToken, parseServiceAccount } from './google-auth';

type DialogflowConfig = z.output<typeof dialogflowConfigSchema>;

export const NOT_CONFIGURED = 'Dialogflow CX is not configured';
export class NotConfiguredError extends AppError {
  constructor(message = NOT_CONFIGURED) {
    super(409, 'NOT_CONFIGURED', message);
  }
}

/** Dialogflow's own cap per call; a request with less time left gets less (base/deadline.ts). */
const CALL_TIMEOUT_MS = 15_000;
const TIMED_OUT = 'Dialogflow CX did not answer in time. Please try again.';

export interface IntentToSync {
  title: string;
  description: string;
  phrases: string[];
  dialogflowIntentName?: string;
}

/** The API host: the advanced endpoint when set, else Google's global or regional one. */
export const dialogflowBase = (config: Pick<DialogflowConfig, 'apiEndpoint' | 'location'>) =>
  config.apiEndpoint?.replace(/\/$/, '') ??
  (config.location === 'global'
    ? 'https://dialogflow.googleapis.com'
    : `https://${config.location}-dialogflow.googleapis.com`);
export const dialogflowAgentName = (config: Pick<DialogflowConfig, 'projectId' | 'location' | 'agentId'>) =>
  `projects/${config.projectId}/locations/${config.location}/agents/${config.agentId}`;

/**
 * Dialogflow CX REST v3: create an intent, or update the one synced before (its resource name is kept
 * on our intent). Only while the platform admin has enabled and filled in the configuration.
 */
export function dialogflowClient(config: DialogflowConfig) {
  const sa = parseServiceAccount(config.credentialsJson);
  if (!config.enabled || !config.projectId || !config.agentId || !sa) throw new NotConfiguredError();
  const base = dialogflowBase(config);
  const agent = dialogflowAgentName(config);
  let token: Promise<string> | undefined;

  async function call(method: 'POST' | 'PATCH', path: string, body: unknown): Promise<{ name: string }> {
    let bearer: string;
    try {
      token ??= accessToken(sa!);
      bearer = await token;
    } catch (err) {
      if (isTimeout(err)) throw new GatewayTimeoutError(TIMED_OUT);
      throw new UpstreamError(`Dialogflow CX sign-in failed: ${(err as Error).message}`);
    }
    const res = await fetch(`${base}/v3/${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: upstreamSignal(CALL_TIMEOUT_MS),
    }).catch((err: Error) => {
      if (isTimeout(err)) throw new GatewayTimeoutError(TIMED_OUT);
      throw new UpstreamError(`Dialogflow CX could not be reached: ${err.message}`);
    });
    if (!res.ok) throw new UpstreamError(`Dialogflow CX rejected the sync (HTTP ${res.status})`);
    return (await res.json()) as { name: string };
  }

  return {
    async upsertIntent(intent: IntentToSync): Promise<string> {
      const body = {
        displayName: intent.title.slice(0, 64),
        description: intent.description.slice(0, 140),
        trainingPhrases: intent.phrases.map((text) => ({ parts: [{ text }], repeatCount: 1 })),
      };
      const res = intent.dialogflowIntentName
        ? await call('PATCH', `${intent.dialogflowIntentName}?updateMask=displayName,description,trainingPhrases`, body)
        : await call('POST', `${agent}/intents`, body);
      return res.name;
    },
  };
}
