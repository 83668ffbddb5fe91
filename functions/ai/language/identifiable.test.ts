import { identifiable } from './identifiable';
import { judgeMessage } from './identify';
import { loadLanguageFor, NOT_IDENTIFIED } from './load';

// The chat pipeline skips the language module for a message identifiable() refuses: it must be one the
// module itself would judge NOT_IDENTIFIED, for any tenant (issue 30 item 3, same answers).
describe('telling, without the language module, that a message cannot be identified', () => {
  it.each(['hi', 'ok thanks', 'price?', '👍', '12345 678', 'Danke schön!', 'नमस्ते जी', 'merci', '你好吗'])(
    'skips %j, which the module judges unidentified for any tenant',
    (text) => {
      expect(identifiable(text)).toBe(false);
      expect(loadLanguageFor(text)).toBeUndefined();
      for (const tenant of [['en'], ['fr'], ['de', 'en'], []]) {
        const judged = judgeMessage(text, tenant);
        expect({ language: judged.language, foreign: judged.foreign }).toEqual({
          language: NOT_IDENTIFIED.language,
          foreign: NOT_IDENTIFIED.foreign,
        });
      }
    },
  );

  it.each([
    'What is your delivery time?',
    'Kann ich verschieben bitte',
    '我想取消我的月度订阅。',
    'mera card nahi aaya',
  ])('loads the module for %j, whose language may be told', async (text) => {
    expect(identifiable(text)).toBe(true);
    const language = await loadLanguageFor(text);
    expect(language?.judgeMessage).toBeTypeOf('function');
  });
});
