import { OTHER_LANGUAGE_WORDING } from '@shared/agent-behaviour';
import { identifyLanguage, judgeMessage, tenantLanguages } from './identify';
import { otherLanguageNote } from './wording';

const ENGLISH_PHRASES = [
  'what are your opening hours',
  'when are you open on sunday',
  'how much does delivery cost',
  'I want to cancel my order',
  'do you accept credit cards',
];

describe('identifying the language of a message', () => {
  it.each([
    ['¿Cuánto cuesta el envío a Madrid?', 'es'],
    ["Je n'ai toujours pas reçu ma nouvelle carte bancaire.", 'fr'],
    ['Kann ich meinen Termin auf nächste Woche verschieben?', 'de'],
    ['मेरा नया कार्ड अभी तक नहीं आया है, मुझे क्या करना चाहिए?', 'hi'],
    ['我想取消我的月度订阅。', 'zh'],
    ['لم تصلني بطاقتي الجديدة حتى الآن، ماذا أفعل؟', 'ar'],
  ])('names %j as %s', (text, language) => {
    expect(identifyLanguage(text)?.language).toBe(language);
  });

  it('tells Hindi written in Latin letters, which the detector alone does not know', () => {
    expect(identifyLanguage('mera naya card abhi tak nahi aaya hai kya karu')).toMatchObject({
      language: 'hi',
      script: 'Latn',
    });
    // English with one Hindi-looking word is English
    expect(identifyLanguage('is my card coming this week or not?')?.language).toBe('en');
  });

  it.each(['hi', 'ok', 'price?', 'hola', 'merci', 'Bonjour!', 'muchas gracias'])(
    'does not guess from a short message: %j',
    (text) => expect(identifyLanguage(text)).toBeNull(),
  );
});

describe("weighing a message against the tenant's languages", () => {
  it('calls a confident message in another language foreign, and records its language', () => {
    expect(judgeMessage('¿Puedo cambiar la fecha de mi cita para el próximo martes?', ['en'])).toMatchObject({
      language: 'es',
      foreign: true,
    });
    expect(judgeMessage('Can I move my appointment to next Tuesday?', ['en'])).toMatchObject({
      language: 'en',
      foreign: false,
    });
  });

  it('does not call an English question foreign when the detector names another language by a hair', () => {
    // eld names this Italian (0.742) with English just behind (0.736): the margin keeps it English's
    expect(identifyLanguage('I lost my password')?.language).toBe('it');
    expect(judgeMessage('I lost my password', ['en'])).toMatchObject({ language: 'en', foreign: false });
  });

  it("is never foreign for a short message, a language of the tenant's, or a tenant whose language is unknown", () => {
    expect(judgeMessage('hola', ['en'])).toMatchObject({ language: null, foreign: false });
    expect(judgeMessage('¿Cuánto cuesta el envío a Madrid?', ['en', 'es']).foreign).toBe(false);
    expect(judgeMessage('¿Cuánto cuesta el envío a Madrid?', []).foreign).toBe(false);
  });
});

describe("the tenant's languages", () => {
  it('are read from the phrases: one language, two when a tenth are in another, none from short phrases', () => {
    expect(tenantLanguages(ENGLISH_PHRASES)).toEqual(['en']);
    const spanish = ['cuánto cuesta el envío', 'quiero cancelar mi pedido'];
    expect(tenantLanguages([...ENGLISH_PHRASES, ...spanish])).toEqual(['en', 'es']);
    // one phrase in twenty does not make the tenant bilingual
    const many = Array.from({ length: 4 }, () => ENGLISH_PHRASES).flat();
    expect(tenantLanguages([...many, 'quiero cancelar mi pedido'])).toEqual(['en']);
    expect(tenantLanguages(['hours', 'price', 'refund'])).toEqual([]);
  });
});

describe('the note to a visitor in another language', () => {
  it("says it in the visitor's language, naming the tenant's in it, then in English, promising a person", () => {
    const note = judgeMessage('¿Cuánto cuesta el envío a Madrid?', ['en']).note('professional', true);
    const [own, english] = note.split('\n\n');
    expect(own).toBe(
      'Nuestro asistente solo responde en inglés, así que he pedido a una persona de nuestro equipo que le ayude. Le responderá aquí en breve.',
    );
    expect(english).toBe(OTHER_LANGUAGE_WORDING.professional.handoff.replace('{lang}', 'English'));
  });

  it('promises no one when human escalation is off', () => {
    const note = otherLanguageNote({
      visitor: { language: 'de' },
      tenant: ['en'],
      personality: 'casual',
      handoff: false,
    });
    expect(note).toBe(
      `Entschuldigung, unser Assistent antwortet nur auf Englisch. Bitte schreiben Sie uns nach Möglichkeit auf Englisch.\n\n${OTHER_LANGUAGE_WORDING.casual.alone.replaceAll('{lang}', 'English')}`,
    );
    expect(note).not.toMatch(/team|person|someone|Person/);
  });

  it('writes romanized Hindi to a visitor who writes it, lists two tenant languages, and falls back to English alone', () => {
    expect(
      otherLanguageNote({
        visitor: { language: 'hi', script: 'Latn' },
        tenant: ['en'],
        personality: 'professional',
        handoff: true,
      }),
    ).toMatch(/^Hamara assistant sirf English mein jawab deta hai\./);
    expect(
      otherLanguageNote({ visitor: { language: 'fr' }, tenant: ['en', 'es'], personality: 'friendly', handoff: true }),
    ).toMatch(/^Notre assistant répond uniquement en anglais ou espagnol :/);
    // Swedish has no sentence here: the English words alone
    expect(
      otherLanguageNote({ visitor: { language: 'sv' }, tenant: ['en'], personality: 'professional', handoff: true }),
    ).toBe(OTHER_LANGUAGE_WORDING.professional.handoff.replace('{lang}', 'English'));
    // an English visitor of a Spanish tenant reads one English note, the tenant's language named in English
    expect(
      otherLanguageNote({ visitor: { language: 'en' }, tenant: ['es'], personality: 'professional', handoff: true }),
    ).toBe(OTHER_LANGUAGE_WORDING.professional.handoff.replace('{lang}', 'Spanish'));
  });
});

describe('the note for the Indian languages the detector identifies', () => {
  // a customer's question in each, as a visitor to an Indian business would write it
  it.each([
    ['bn', 'আমার অর্ডার এখনও আসেনি, কবে পৌঁছাবে জানাবেন কি?', 'আমাদের সহকারী শুধু এই ভাষায় উত্তর দেয়: ইংরেজি।'],
    ['ta', 'என் ஆர்டர் இன்னும் வரவில்லை, எப்போது வரும் என்று சொல்ல முடியுமா?', 'இந்த மொழியில் மட்டுமே பதிலளிக்கும்: ஆங்கிலம்.'],
    ['te', 'నా ఆర్డర్ ఇంకా రాలేదు, ఎప్పుడు వస్తుందో చెప్పగలరా?', 'ఈ భాషలో మాత్రమే సమాధానం ఇస్తుంది: ఇంగ్లీష్.'],
    ['mr', 'माझी ऑर्डर अजून आलेली नाही, ती कधी येईल ते सांगाल का?', 'आमचा सहाय्यक फक्त या भाषेत उत्तर देतो: इंग्रजी.'],
    ['gu', 'મારો ઓર્ડર હજી સુધી આવ્યો નથી, તે ક્યારે આવશે તે જણાવશો?', 'અમારો સહાયક ફક્ત આ ભાષામાં જવાબ આપે છે: અંગ્રેજી.'],
    ['kn', 'ನನ್ನ ಆರ್ಡರ್ ಇನ್ನೂ ಬಂದಿಲ್ಲ, ಅದು ಯಾವಾಗ ಬರುತ್ತದೆ ಎಂದು ಹೇಳಬಹುದೇ?', 'ಈ ಭಾಷೆಯಲ್ಲಿ ಮಾತ್ರ ಉತ್ತರಿಸುತ್ತದೆ: ಇಂಗ್ಲಿಷ್.'],
    ['ml', 'എന്റെ ഓർഡർ ഇതുവരെ എത്തിയിട്ടില്ല, അത് എപ്പോൾ വരുമെന്ന് പറയാമോ?', 'ഈ ഭാഷയിൽ മാത്രമേ മറുപടി നൽകൂ: ഇംഗ്ലീഷ്.'],
    ['pa', 'ਮੇਰਾ ਆਰਡਰ ਅਜੇ ਤੱਕ ਨਹੀਂ ਆਇਆ, ਕੀ ਤੁਸੀਂ ਦੱਸ ਸਕਦੇ ਹੋ ਕਿ ਇਹ ਕਦੋਂ ਆਵੇਗਾ?', 'ਸਾਡਾ ਸਹਾਇਕ ਸਿਰਫ਼ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਜਵਾਬ ਦਿੰਦਾ ਹੈ।'],
    [
      'ur',
      'میرا آرڈر ابھی تک نہیں آیا، کیا آپ بتا سکتے ہیں کہ یہ کب آئے گا؟',
      'ہمارا اسسٹنٹ صرف انگریزی میں جواب دیتا ہے۔',
    ],
  ])(
    '%s: identified, and told in its own words first, naming English in it, then in English',
    (language, text, own) => {
      const judged = judgeMessage(text, ['en']);
      expect(judged).toMatchObject({ language, foreign: true });
      const note = judged.note('professional', true);
      const [first, english] = note.split('\n\n');
      expect(first).toContain(own);
      expect(english).toBe(OTHER_LANGUAGE_WORDING.professional.handoff.replace('{lang}', 'English'));
    },
  );
});
