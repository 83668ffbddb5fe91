/**
 * Which suggested training phrases are new to an intent: trimmed, blanks dropped, and a phrase the
 * intent already has (or that repeats in the suggestion) ignored regardless of case. The server
 * appends exactly these (functions/core/intents/intents.ts `addPhrases`), so AI Enhance and "Add phrases"
 * follow one rule.
 */
export function newPhrases(existing: readonly string[], suggested: readonly string[]): string[] {
  const seen = new Set(existing.map((phrase) => phrase.trim().toLowerCase()));
  const fresh: string[] = [];
  for (const phrase of suggested) {
    const text = phrase.trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    fresh.push(text);
  }
  return fresh;
}
