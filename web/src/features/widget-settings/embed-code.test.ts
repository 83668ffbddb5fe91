import { describe, expect, it } from 'vitest';
import { optionsFromDataset } from '../../../../widget/src/config';
import { type Appearance, dataAttribute, initCallCode, previewDocument, scriptTagCode } from './embed-code';

const appearance: Appearance = {
  primaryColor: '#1A73E8',
  welcomeMessage: 'Hi "friend" <b>& welcome</b>',
  position: 'top-left',
  size: 'large',
  theme: 'dark',
  triggerText: 'Ask us',
  showBranding: false,
  enableSound: true,
};
const origin = 'https://app.parley.example';

/** What the loader would read from the script tag the code produces (the real dataset parsing). */
function datasetOf(html: string): DOMStringMap {
  document.body.innerHTML = html
    .replace(/<script/, '<div')
    .replace(/<\/script>/, '</div>')
    .replace(/\n\s*async/, '');
  return (document.body.firstElementChild as HTMLElement).dataset;
}

describe('embed code', () => {
  it('by default carries only the client id and the API address, so saved settings apply', () => {
    const code = scriptTagCode({ origin, clientId: 'c-123' });
    expect(code).toContain(`src="${origin}/widget/parley-widget.js"`);
    expect(optionsFromDataset(datasetOf(code))).toEqual({ clientId: 'c-123', apiUrl: origin });
  });

  it('with the appearance, the widget reads back exactly the values (escaped in the attributes)', () => {
    const code = scriptTagCode({ origin, clientId: 'c-123', appearance });
    expect(code).not.toContain('<b>');
    expect(optionsFromDataset(datasetOf(code))).toEqual({ clientId: 'c-123', apiUrl: origin, ...appearance });
  });

  it('the Parley.init form passes the same options and cannot be closed early by a message', () => {
    const code = initCallCode({
      origin,
      clientId: 'c-123',
      appearance: { ...appearance, welcomeMessage: '</script>' },
    });
    expect(code.match(/<\/script>/g)).toHaveLength(2);
    const json = /Parley\.init\(([\s\S]*)\);/.exec(code)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ clientId: 'c-123', apiUrl: origin, ...appearance, welcomeMessage: '</script>' });
  });

  it('the preview page embeds the real loader in preview mode with the unsaved values', () => {
    const doc = previewDocument({ origin, clientId: 'c-123', appearance });
    const parsed = new DOMParser().parseFromString(doc, 'text/html');
    const script = parsed.querySelector('script');
    expect(script?.getAttribute('src')).toBe(`${origin}/widget/parley-widget.js`);
    expect(optionsFromDataset((script as HTMLScriptElement).dataset)).toEqual({
      clientId: 'c-123',
      apiUrl: origin,
      preview: true,
      ...appearance,
    });
  });

  it('names attributes as the loader reads them', () => {
    expect(dataAttribute('primaryColor')).toBe('data-primary-color');
    expect(dataAttribute('showBranding')).toBe('data-show-branding');
  });
});
