import { activeToken, matchItems, moveSelection, pickerKey, replaceToken } from './token-picker';

describe('activeToken', () => {
  it('finds a trigger at the start or after a space, up to the caret', () => {
    expect(activeToken('/ref', 4, '/')).toEqual({ start: 0, end: 4, query: 'ref' });
    expect(activeToken('Hi /Ref', 7, '/')).toEqual({ start: 3, end: 7, query: 'ref' });
    expect(activeToken('/', 1, '/')).toEqual({ start: 0, end: 1, query: '' });
    expect(activeToken('ask @ra now', 7, '@')).toEqual({ start: 4, end: 7, query: 'ra' });
  });
  it('ignores a trigger inside a word, a finished token and a caret elsewhere', () => {
    expect(activeToken('and/or', 6, '/')).toBeNull();
    expect(activeToken('mail me@x', 9, '@')).toBeNull();
    expect(activeToken('/refund ', 8, '/')).toBeNull();
    expect(activeToken('/refund later', 13, '/')).toBeNull();
    expect(activeToken('/ref', 4, '@')).toBeNull();
  });
});

describe('replaceToken', () => {
  it('puts the pick in place of the token and the caret after it', () => {
    const text = 'Hello /ref and more';
    const token = activeToken(text, 10, '/');
    expect(token).not.toBeNull();
    expect(replaceToken(text, token!, 'Refunds take 5 days.')).toEqual({
      text: 'Hello Refunds take 5 days. and more',
      caret: 26,
    });
  });
});

describe('matchItems', () => {
  const items = [
    { shortcut: 'refund', title: 'Refund policy' },
    { shortcut: 'hours', title: 'Opening hours' },
    { shortcut: 'prefs', title: 'Preferences' },
  ];
  const key = (i: (typeof items)[number]) => i.shortcut;
  const words = (i: (typeof items)[number]) => i.title;
  it('ranks a prefix first, then contains (shortcut or title), and caps the list', () => {
    expect(matchItems(items, 'ref', key, words).map(key)).toEqual(['refund', 'prefs']);
    expect(matchItems(items, 'OPENING', key, words).map(key)).toEqual(['hours']);
    expect(matchItems(items, '', key, words).map(key)).toEqual(['refund', 'hours', 'prefs']);
    expect(matchItems(items, '', key, words, 2)).toHaveLength(2);
    expect(matchItems(items, 'zzz', key, words)).toEqual([]);
  });
});

describe('keyboard', () => {
  it('maps arrows, Enter/Tab and Escape; Shift+Enter stays a new line', () => {
    expect(pickerKey('ArrowDown', false)).toBe('next');
    expect(pickerKey('ArrowUp', false)).toBe('previous');
    expect(pickerKey('Enter', false)).toBe('pick');
    expect(pickerKey('Tab', false)).toBe('pick');
    expect(pickerKey('Escape', false)).toBe('close');
    expect(pickerKey('Enter', true)).toBeNull();
    expect(pickerKey('a', false)).toBeNull();
  });
  it('wraps the selection around', () => {
    expect(moveSelection(0, 3, 'next')).toBe(1);
    expect(moveSelection(2, 3, 'next')).toBe(0);
    expect(moveSelection(0, 3, 'previous')).toBe(2);
    expect(moveSelection(0, 0, 'next')).toBe(0);
  });
});
