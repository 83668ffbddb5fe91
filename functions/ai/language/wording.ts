import { OTHER_LANGUAGE_WORDING } from '../../../shared/agent-behaviour';
import type { PERSONALITIES } from '../../../shared/enums';

/**
 * The agent's note to a visitor who writes in another language than the tenant's intents: one short
 * fixed sentence pair per language we can write it in (no machine translation; the intents' answers
 * are never translated), followed by the personality's English words, which the business's agents read
 * too. A language without a sentence here gets the English alone. `{lang}` becomes the tenant's
 * language(s) named in the visitor's language (Intl.DisplayNames); where the grammar would want that
 * name declined (Polish, Russian, Ukrainian) the sentence says "in the language: <name>" instead.
 */
const SENTENCES: Record<string, { handoff: string; alone: string }> = {
  es: {
    handoff:
      'Nuestro asistente solo responde en {lang}, así que he pedido a una persona de nuestro equipo que le ayude. Le responderá aquí en breve.',
    alone: 'Lo sentimos, nuestro asistente solo responde en {lang}. Si puede, escríbanos en {lang}.',
  },
  fr: {
    handoff:
      "Notre assistant répond uniquement en {lang} : j'ai demandé à une personne de notre équipe de vous aider. Elle vous répondra ici très bientôt.",
    alone: 'Désolé, notre assistant répond uniquement en {lang}. Si possible, écrivez-nous en {lang}.',
  },
  de: {
    handoff:
      'Unser Assistent antwortet nur auf {lang}. Ich habe eine Person aus unserem Team gebeten, Ihnen zu helfen; sie antwortet Ihnen hier in Kürze.',
    alone:
      'Entschuldigung, unser Assistent antwortet nur auf {lang}. Bitte schreiben Sie uns nach Möglichkeit auf {lang}.',
  },
  pt: {
    handoff:
      'Nosso assistente responde somente em {lang}. Pedi a uma pessoa da nossa equipe para ajudar você; ela vai responder aqui em breve.',
    alone: 'Desculpe, nosso assistente responde somente em {lang}. Se puder, escreva para nós em {lang}.',
  },
  it: {
    handoff:
      'Il nostro assistente risponde solo in {lang}: ho chiesto a una persona del nostro team di aiutarla. Le risponderà qui a breve.',
    alone: 'Ci dispiace, il nostro assistente risponde solo in {lang}. Se possibile, ci scriva in {lang}.',
  },
  nl: {
    handoff:
      'Onze assistent antwoordt alleen in het {lang}. Ik heb iemand van ons team gevraagd u te helpen; u krijgt hier snel antwoord.',
    alone: 'Sorry, onze assistent antwoordt alleen in het {lang}. Schrijf ons zo mogelijk in het {lang}.',
  },
  pl: {
    handoff:
      'Nasz asystent odpowiada tylko w języku: {lang}. Poprosiłem osobę z naszego zespołu o pomoc; odpowie tutaj wkrótce.',
    alone: 'Przepraszamy, nasz asystent odpowiada tylko w języku: {lang}.',
  },
  ru: {
    handoff:
      'Наш ассистент отвечает только на языке: {lang}. Я попросил сотрудника нашей команды помочь вам; он скоро ответит здесь.',
    alone: 'Извините, наш ассистент отвечает только на языке: {lang}.',
  },
  uk: {
    handoff:
      'Наш асистент відповідає лише мовою: {lang}. Я попросив співробітника нашої команди допомогти вам; він незабаром відповість тут.',
    alone: 'Вибачте, наш асистент відповідає лише мовою: {lang}.',
  },
  tr: {
    handoff:
      'Asistanımız yalnızca {lang} yanıt veriyor. Size yardımcı olması için ekibimizden birini çağırdım; kısa süre içinde buradan yanıt verecek.',
    alone: 'Üzgünüz, asistanımız yalnızca {lang} yanıt veriyor. Mümkünse bize {lang} yazın.',
  },
  ar: {
    handoff: 'مساعدنا يجيب باللغة {lang} فقط. طلبت من أحد أعضاء فريقنا مساعدتك، وسيرد عليك هنا قريبًا.',
    alone: 'عذرًا، مساعدنا يجيب باللغة {lang} فقط. يُرجى الكتابة إلينا باللغة {lang} إن أمكن.',
  },
  hi: {
    handoff:
      'हमारा सहायक केवल {lang} में जवाब देता है। मैंने हमारी टीम के एक सदस्य से आपकी मदद करने को कहा है; वे जल्द ही यहाँ जवाब देंगे।',
    alone: 'क्षमा करें, हमारा सहायक केवल {lang} में जवाब देता है। हो सके तो हमें {lang} में लिखें।',
  },
  // Hindi as the visitor writes it, in Latin letters; the language names stay English (the locale 'en')
  'hi-Latn': {
    handoff:
      'Hamara assistant sirf {lang} mein jawab deta hai. Maine hamari team ke ek member ko aapki madad ke liye bulaya hai; woh jald hi yahin jawab denge.',
    alone: 'Maaf kijiye, hamara assistant sirf {lang} mein jawab deta hai. Ho sake to hamein {lang} mein likhiye.',
  },
  zh: {
    handoff: '我们的助手只用{lang}回答。我已请团队成员来帮助您，他们很快会在这里回复。',
    alone: '抱歉，我们的助手只用{lang}回答。如果可以，请用{lang}给我们留言。',
  },
  ja: {
    handoff:
      '申し訳ありませんが、アシスタントは{lang}でのみ回答しています。担当者に対応を依頼しましたので、まもなくこちらで返信いたします。',
    alone: '申し訳ありませんが、アシスタントは{lang}でのみ回答しています。可能でしたら{lang}でお書きください。',
  },
  // ELD names Indonesian 'ms' (it does not tell it from Malay); Indonesian is the far more common reader
  id: {
    handoff:
      'Asisten kami hanya menjawab dalam bahasa {lang}. Saya sudah meminta seseorang dari tim kami untuk membantu Anda; mereka akan segera membalas di sini.',
    alone: 'Maaf, asisten kami hanya menjawab dalam bahasa {lang}. Jika bisa, silakan tulis dalam bahasa {lang}.',
  },
};
const SENTENCE_OF: Record<string, string> = { ms: 'id' };

type Personality = (typeof PERSONALITIES)[number];

export interface OtherLanguageNote {
  /** The visitor's language and, for romanized Hindi, 'Latn'. */
  visitor: { language: string; script?: 'Latn' };
  /** The tenant's languages, most used first (functions/ai/language/identify.ts tenantLanguages). */
  tenant: readonly string[];
  personality: Personality;
  /** Human escalation is on: the note says a person will help; off, it promises no one. */
  handoff: boolean;
}

/** The note in the visitor's language (when there is a sentence for it), then in English. */
export function otherLanguageNote({ visitor, tenant, personality, handoff }: OtherLanguageNote): string {
  const key = visitor.script
    ? `${visitor.language}-${visitor.script}`
    : (SENTENCE_OF[visitor.language] ?? visitor.language);
  const own = SENTENCES[key];
  const kind = handoff ? 'handoff' : 'alone';
  const english = fill(OTHER_LANGUAGE_WORDING[personality][kind], languageNames(tenant, 'en'));
  if (!own || visitor.language === 'en') return english;
  const locale = visitor.script ? 'en' : key;
  return `${fill(own[kind], languageNames(tenant, locale))}\n\n${english}`;
}

/** "English", "inglés o francés": the tenant's languages named in `locale`, joined with "or". */
function languageNames(languages: readonly string[], locale: string): string {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return new Intl.ListFormat([locale], { type: 'disjunction' }).format(languages.map((l) => names.of(l) ?? l));
}

const fill = (sentence: string, lang: string) => sentence.replaceAll('{lang}', lang);
