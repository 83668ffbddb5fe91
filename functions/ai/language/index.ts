/**
 * The visitor's language (issue 17 item 4): identification and the note to a visitor the agent cannot
 * answer. Loaded on first use through load.ts only: the Lambda build bundles it beside the functions that
 * load it (LAZY_MODULES in infra/build-functions.ts), out of their index.mjs.
 */
export { FOREIGN_MARGIN, identifyLanguage, judgeMessage, type LanguageJudgement, tenantLanguages } from './identify';
export { otherLanguageNote } from './wording';
