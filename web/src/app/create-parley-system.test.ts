import { semanticTokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { createParleySystem, lightOnly } from './create-parley-system';

describe('lightOnly', () => {
  it("keeps each semantic token's light value and drops its dark one", () => {
    expect(lightOnly({ bg: { value: { _light: '{colors.white}', _dark: '{colors.black}' } } })).toEqual({
      bg: { value: '{colors.white}' },
    });
    expect(lightOnly({ value: { base: 'a', _light: 'b', _dark: 'c' } })).toEqual({ value: { base: 'a', _light: 'b' } });
    expect(lightOnly({ value: '8px' })).toEqual({ value: '8px' });
  });

  it("leaves no dark value in Chakra's semantic tokens", () => {
    expect(JSON.stringify(lightOnly(semanticTokens))).not.toContain('_dark');
    expect(JSON.stringify(semanticTokens)).toContain('_dark');
  });
});

describe('createParleySystem', () => {
  it('declares the semantic tokens with their light values and no dark-mode rules', () => {
    const system = createParleySystem({}, {});
    const css = JSON.stringify(system._global);
    expect(css).not.toContain('.dark');
    expect(system.token.var('colors.bg')).toBe('var(--chakra-colors-bg)');
    expect(css).toContain('"--chakra-colors-bg":"var(--chakra-colors-white)"');
    expect(css).toContain('"--chakra-colors-fg":"var(--chakra-colors-black)"');
  });
});
