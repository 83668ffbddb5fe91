import { describe, expect, it } from 'vitest';
import { fieldError, fromForm, PROVIDERS, toForm } from './provider-fields';

const openai = PROVIDERS.find((p) => p.type === 'openai')!.fields;
const perplexity = PROVIDERS.find((p) => p.type === 'perplexity')!.fields;
const stored = { apiKey: '••••••••abcd', model: 'gpt-4o-mini', temperature: 0.5, maxTokens: 800 };

describe('provider form fields', () => {
  it('never puts a stored secret in an input; an untouched secret goes back as its mask', () => {
    const values = toForm(openai, stored);
    expect(values.apiKey).toBe('');
    expect(values.temperature).toBe('0.5');
    const body = fromForm(openai, values, stored);
    expect(body).toMatchObject({ apiKey: '••••••••abcd', model: 'gpt-4o-mini', temperature: 0.5, maxTokens: 800 });
    expect(fromForm(openai, { ...values, apiKey: 'sk-new' }, stored).apiKey).toBe('sk-new');
  });

  it('sends the §5 fallback for a blank number, leaves out empty optional fields and splits lists', () => {
    const values = { ...toForm(openai, stored), maxTokens: ' ', baseURL: '' };
    const body = fromForm(openai, values, stored);
    expect(body.maxTokens).toBe(1000);
    expect(body).not.toHaveProperty('baseURL');
    const p = fromForm(perplexity, { ...toForm(perplexity, {}), topP: '', searchDomainFilter: 'a.com, b.org,' }, {});
    expect(p).toMatchObject({ topP: 0.9, frequencyPenalty: 1, searchDomainFilter: ['a.com', 'b.org'] });
  });

  it('names an out-of-range value before the server does', () => {
    const temperature = openai.find((f) => f.key === 'temperature')!;
    const maxTokens = openai.find((f) => f.key === 'maxTokens')!;
    expect(fieldError(temperature, '2.5')).toBe('Enter a number from 0 to 2');
    expect(fieldError(temperature, '1.9')).toBeUndefined();
    expect(fieldError(maxTokens, '4001')).toBe('Enter a number from 1 to 4000');
    expect(fieldError(maxTokens, '10.5')).toBe('Enter a whole number');
  });
});
