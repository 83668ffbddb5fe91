/**
 * The reply box's pickers (issue 32): `/refund` offers canned responses by shortcut, `@ra` (in a note)
 * offers agents to mention. A token starts with its trigger at the start of the text or after a space and
 * runs to the caret; what is picked replaces it. Pure, so the keyboard rules are tested without a browser.
 */
export interface ActiveToken {
  /** Where the trigger is, and where the token ends (the caret). */
  start: number;
  end: number;
  /** What was typed after the trigger, in lower case. */
  query: string;
}

const SLASH = /(?:^|\s)\/([\p{L}\p{N}_-]*)$/u;
const AT = /(?:^|\s)@([\p{L}\p{N}_-]*)$/u;

export function activeToken(text: string, caret: number, trigger: '/' | '@'): ActiveToken | null {
  const before = text.slice(0, caret);
  const match = (trigger === '/' ? SLASH : AT).exec(before);
  if (!match) return null;
  const query = match[1];
  return { start: caret - query.length - 1, end: caret, query: query.toLowerCase() };
}

/** The text with the token replaced by `insert`, and where the caret goes (after it). */
export function replaceToken(text: string, token: ActiveToken, insert: string): { text: string; caret: number } {
  return { text: text.slice(0, token.start) + insert + text.slice(token.end), caret: token.start + insert.length };
}

/**
 * The items a query matches, best first: those whose key starts with it, then those whose key or other
 * words contain it; at most `max`.
 */
export function matchItems<T>(
  items: readonly T[],
  query: string,
  key: (item: T) => string,
  words: (item: T) => string = () => '',
  max = 8,
): T[] {
  const q = query.toLowerCase();
  const starts = items.filter((i) => key(i).toLowerCase().startsWith(q));
  const contains = items.filter((i) => !starts.includes(i) && `${key(i)} ${words(i)}`.toLowerCase().includes(q));
  return [...starts, ...contains].slice(0, max);
}

/** What a key does while suggestions are open; null: the key is the text box's. */
export type PickerKey = 'next' | 'previous' | 'pick' | 'close' | null;
export function pickerKey(key: string, shiftKey: boolean): PickerKey {
  if (key === 'ArrowDown') return 'next';
  if (key === 'ArrowUp') return 'previous';
  if ((key === 'Enter' && !shiftKey) || key === 'Tab') return 'pick';
  if (key === 'Escape') return 'close';
  return null;
}

/** The highlighted row after a move (wrapping around). */
export const moveSelection = (index: number, count: number, move: 'next' | 'previous') =>
  count === 0 ? 0 : (index + (move === 'next' ? 1 : count - 1)) % count;
