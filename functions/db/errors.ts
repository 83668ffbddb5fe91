/**
 * DynamoDB conditional failures become domain errors at the db boundary (DESIGN §3). ElectroDB wraps
 * the SDK error; the original name survives on `cause`.
 */
export function isConditionalFailure(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const name = (e as { name?: string }).name ?? '';
    if (name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException') return true;
    if (/conditional request failed/i.test((e as Error).message ?? '')) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
