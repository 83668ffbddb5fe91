import type { LiveMessage } from '@shared/schemas/realtime';

/** One message of a conversation as the portal shows it (the wire shape). */
export type ChatMessage = LiveMessage;

/**
 * Adds messages to a chat in time order (ids are time-ordered), each id once: a live event, a catch-up
 * after a reconnect and a poll may all carry the same message.
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => (a.createdAt + a.id).localeCompare(b.createdAt + b.id));
}

/** "4 min", "1 h 5 min": how long a visitor has been waiting. */
export function waitingFor(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
