/**
 * Histograms kept as counters (one counter item per bucket, not one per value), so a median costs a few
 * reads whatever the number of values: the first-reply and resolution times (chat-metrics.ts,
 * agent-metrics.ts).
 */

/** Upper bounds in seconds of the first-reply histogram's buckets (the last catches everything longer). */
export const FIRST_REPLY_BUCKETS = [15, 30, 60, 120, 300, 600, 1800, 3600, 4 * 3600, 24 * 3600, 7 * 24 * 3600];

/** The bucket a value falls in: the first upper bound it does not pass (the last catches everything longer). */
export const bucketOf = (buckets: readonly number[], seconds: number) =>
  buckets.find((b) => seconds <= b) ?? buckets[buckets.length - 1];

/**
 * How many values a histogram holds and its median, reported as the upper bound of the bucket the middle
 * value falls in (null when empty).
 */
export function histogramMedian(histogram: readonly { upper: number; count: number }[]) {
  const count = histogram.reduce((n, b) => n + b.count, 0);
  let median: number | null = null;
  let seen = 0;
  for (const b of histogram) {
    seen += b.count;
    if (count > 0 && seen >= count / 2) {
      median = b.upper;
      break;
    }
  }
  return { count, median };
}
