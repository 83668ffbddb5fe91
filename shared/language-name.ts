/**
 * A language code as people read it ("es" → "Spanish (es)"), for the visitor's language the agent
 * recorded on a conversation (ISO 639-1). Intl knows the names; an unknown code shows as it is.
 */
export function languageName(code: string, locale = 'en'): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(code);
    return name ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
