/** Public types of the intent engine. Other modules depend on exactly these shapes. */

export interface TrainingIntent {
  id: string;
  phrases: string[];
  /** Human title ("Opening hours"); used as one extra training phrase. */
  title?: string;
  /** Free text; only widens the intent's vocabulary for the coverage signal. */
  description?: string;
}

export interface IntentMatch {
  intentId: string;
  /** Calibrated 0..1: roughly the probability that this intent is the right answer. */
  confidence: number;
}

export interface MatchResult {
  best: IntentMatch | null;
  runnerUp: IntentMatch | null;
  /** Up to the three best intents, best first (ground for a generated answer). */
  ranked: IntentMatch[];
}

export interface IntentModel {
  match(message: string): MatchResult;
  readonly intentCount: number;
}
