import type { KnowledgePage, KnowledgeSource } from '@shared/schemas/knowledge';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "2 minutes ago", "yesterday": how long since `iso`, in the largest unit that fits. */
export function timeAgo(iso: string, now = Date.now()): string {
  let amount = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(amount) < 10) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return relative.format(amount, 'year');
}

/** Whole megabytes when the size is one (plans are set in MB), else one decimal. */
export function megabytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

export const STATUS_LABELS: Record<KnowledgeSource['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  ready: 'Ready',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const STATUS_PALETTES: Record<KnowledgeSource['status'], string> = {
  queued: 'gray',
  running: 'blue',
  ready: 'green',
  failed: 'red',
  cancelled: 'orange',
};

export const PAGE_PALETTES: Record<KnowledgePage['status'], string> = {
  queued: 'gray',
  fetched: 'green',
  skipped: 'orange',
  failed: 'red',
};

/** Why a page was skipped or failed, in words (shared/enums.ts KNOWLEDGE_PAGE_REASONS). */
export const REASON_TEXT: Record<NonNullable<KnowledgePage['reason']>, string> = {
  robots: 'robots.txt disallows it',
  'off-site': 'on another site',
  'not-html': 'not an HTML page',
  'too-large': 'too large',
  duplicate: 'same text as another page',
  empty: 'no readable text',
  blocked: 'not a public address',
  error: 'could not be read',
};

/** Where a source came from, shown under its title: the site's address or the file's name. */
export const sourceOrigin = (source: KnowledgeSource): string | undefined =>
  source.kind === 'website' ? source.url : source.kind === 'file' ? source.fileName : undefined;
