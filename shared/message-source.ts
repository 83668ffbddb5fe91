import type { MessageSource } from './schemas/chat-message';

/**
 * The citation under an answer from knowledge (issue 33), the same in the widget, the chat test screen,
 * Conversations and the agent portal: "Source: <title>", "<document>, page N" for a file's page, and a
 * link only to an http(s) address (a crawled page's URL is checked when crawled; this is the last guard,
 * so a stored `javascript:` or `data:` URL can never become a link).
 */
export const sourceLabel = (s: MessageSource): string => (s.page ? `${s.title}, page ${s.page}` : s.title);

export function sourceHref(s: MessageSource): string | null {
  if (!s.url) return null;
  try {
    const url = new URL(s.url);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
