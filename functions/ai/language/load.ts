import { identifiable } from './identifiable';
import type { LanguageJudgement } from './identify';

/**
 * The language module, imported on first use and kept for the instance. Keep this import dynamic: the
 * Lambda build leaves it out of index.mjs (LAZY_MODULES in infra/build-functions.ts), since eld's n-gram
 * table alone is about 1 MB.
 */
let loading: Promise<typeof import('./index')> | undefined;
export function loadLanguage() {
  if (!loading) {
    loading = import('./index');
    // a failed load is not kept, so the next message tries again; whoever awaits it still sees the error
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/**
 * The language module for a message whose language could be told (identifiable.ts), undefined for one
 * that could not ("hi", "ok thanks"): that one is judged NOT_IDENTIFIED without loading the module
 * (issue 30 item 3: a first message like "hi" no longer waits for eld's table).
 */
export function loadLanguageFor(text: string): ReturnType<typeof loadLanguage> | undefined {
  return identifiable(text) ? loadLanguage() : undefined;
}

/**
 * What judgeMessage (identify.ts) answers for a message that cannot be identified, whatever the tenant's
 * languages: no language, not foreign. The note is only ever asked of a foreign message.
 */
export const NOT_IDENTIFIED: LanguageJudgement = { language: null, foreign: false, note: () => '' };
