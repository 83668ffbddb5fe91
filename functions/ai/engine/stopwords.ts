/**
 * English function words, stemmed like message tokens. Used only by the `content` coverage
 * signal: "do you offer home delivery" shares "do" and "you" with "when are you open", but
 * none of its content words, and that must not depend on how many phrases the tenant wrote
 * (a tenant-fitted idf cannot tell that "you" is uninformative from 3 phrases).
 */
import { stem } from './normalize';

const WORDS = `a about above after again all also am an and any are as at be because been before being
below between both but by can could did do does doing down during each else ever every few for from
further had has have having he her here hers herself him himself his how i if in into is it its itself
just let like may me might more most much must my myself no nor not now of off on once only or other
ought our ours ourselves out over own please same shall she should so some such than thank thanks that
the their theirs them themselves then there these they this those through to too under until up upon
us very want was we were what when where whether which while who whom whose why will with would yes
yet you your yours yourself yourselves hi hello hey ok okay get got need know tell there is`;

export const STOP_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).map(stem));
