/** Public types of the intent engine. Other modules depend on exactly these shapes. */

export interface TrainingIntent {
  id: string;
  phrases: string[];
  /** Human title ("Opening hours"); used as one extra training phrase. */
  title?: string;
  /** Free text; only widens the intent's vocabulary for the coverage signal. */
  description?: string;
  /**
   * Sentence embeddings of `phrases` (same order, unit length, one embedder for the whole model), computed
   * when the intent is saved. The semantic signal is used only when every intent has them and `match` gets
   * the message's embedding from the same embedder; otherwise the engine is lexical only.
   */
  phraseVectors?: readonly Float32Array[];
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
  /** `messageVector`: the message embedded by the embedder of the intents' phraseVectors (see TrainingIntent). */
  match(message: string, messageVector?: Float32Array): MatchResult;
  /** Whether the model was trained with phrase vectors, i.e. whether a message vector would be used. */
  readonly semantic: boolean;
  readonly intentCount: number;
}
