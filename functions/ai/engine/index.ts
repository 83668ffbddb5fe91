/** Offline, dependency-free intent classifier. See engine.ts for the design. */
export { DEFAULT_CONFIDENCE_THRESHOLD } from './calibration';
export { trainIntentModel } from './engine';
export { normalizeText, stem, tokenize } from './normalize';
export type { IntentMatch, IntentModel, MatchResult, TrainingIntent } from './types';
