import { describe, expect, it } from 'vitest';
import {
  cardPhrases,
  EMPTY_INTENT_FORM,
  filterIntents,
  formErrorsFromServer,
  type IntentFormValues,
  validateIntentForm,
} from './intent-form';

const valid: IntentFormValues = {
  ...EMPTY_INTENT_FORM,
  title: 'Opening hours',
  description: 'When the clinic is open',
  phrases: ['When are you open?'],
  response: 'We are open 9 to 6, Monday to Saturday.',
};

describe('intent search', () => {
  const intents = [
    { title: 'Opening Hours', description: 'When the clinic is open' },
    { title: 'Pricing', description: 'Costs of TREATMENTS' },
  ];

  it('matches title or description, ignoring case and surrounding spaces', () => {
    expect(filterIntents(intents, 'opening')).toEqual([intents[0]]);
    expect(filterIntents(intents, '  treatments ')).toEqual([intents[1]]);
    expect(filterIntents(intents, 'CLINIC')).toEqual([intents[0]]);
  });

  it('shows everything for an empty search and nothing for nonsense', () => {
    expect(filterIntents(intents, '   ')).toEqual(intents);
    expect(filterIntents(intents, 'zzqx')).toEqual([]);
  });
});

describe('card phrases', () => {
  it('shows at most 3 phrases and counts the rest', () => {
    expect(cardPhrases(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(cardPhrases(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(cardPhrases([])).toEqual({ shown: [], more: 0 });
  });
});

describe('intent form validation (same rules as the server)', () => {
  it('accepts a valid form, trims text and drops whitespace-only phrases', () => {
    const result = validateIntentForm({
      ...valid,
      title: '  Opening hours ',
      phrases: ['  ', ' When? ', '\t', 'Hours'],
    });
    expect(result).toEqual({
      ok: true,
      payload: {
        title: 'Opening hours',
        description: valid.description,
        phrases: ['When?', 'Hours'],
        response: valid.response,
        requiresEscalation: false,
        isActive: true,
      },
    });
  });

  it('leaves an empty category out and keeps a given one', () => {
    const blank = validateIntentForm({ ...valid, category: '   ' });
    expect(blank.ok && 'category' in blank.payload).toBe(false);
    const given = validateIntentForm({ ...valid, category: ' general ' });
    expect(given.ok && given.payload.category).toBe('general');
  });

  it('reports each rule with the server message', () => {
    const result = validateIntentForm({ ...EMPTY_INTENT_FORM, title: 'a', description: 'short', phrases: [' '] });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Title must be at least 2 characters',
        description: 'Description must be at least 10 characters',
        phrases: 'At least one training phrase is required',
        response: 'Response must be at least 10 characters',
      },
    });
  });

  it('counts whitespace as nothing for the minimum lengths', () => {
    const result = validateIntentForm({ ...valid, description: '   abc      ' });
    expect(result.ok ? {} : result.errors).toEqual({ description: 'Description must be at least 10 characters' });
  });

  it('maps a phrase error of the sent body back to the form row it came from', () => {
    const phrases = ['', 'ok', ' ', 'x'.repeat(301)];
    const result = validateIntentForm({ ...valid, phrases });
    expect(result.ok ? {} : result.errors).toEqual({
      'phrases.3': 'A training phrase may have at most 300 characters',
    });
    expect(formErrorsFromServer({ 'phrases.1': 'Too long', title: 'Bad title' }, phrases)).toEqual({
      'phrases.3': 'Too long',
      title: 'Bad title',
    });
  });
});
