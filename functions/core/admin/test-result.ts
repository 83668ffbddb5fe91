import type { ConnectionTest } from '@shared/schemas/admin-config';

/** A stored test result as the screens see it; none until the first Test Connection. */
export function lastTestOf(item: { lastTestedAt?: string; testStatus?: string; testMessage?: string } | undefined) {
  if (!item?.lastTestedAt || (item.testStatus !== 'success' && item.testStatus !== 'failed')) return undefined;
  return { status: item.testStatus, message: item.testMessage ?? '', testedAt: item.lastTestedAt } as ConnectionTest;
}
