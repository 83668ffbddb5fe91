import { describe, expect, it } from 'vitest';
import { sourceHref, sourceLabel } from './message-source';

describe('the citation under an answer from knowledge', () => {
  it('names the document and its page, or the title', () => {
    expect(sourceLabel({ kind: 'file', title: 'Price list.pdf', page: 3 })).toBe('Price list.pdf, page 3');
    expect(sourceLabel({ kind: 'qa', title: 'Shop FAQ' })).toBe('Shop FAQ');
  });

  it('links only to http(s) addresses', () => {
    expect(sourceHref({ kind: 'website', title: 'FAQ', url: 'https://shop.example/faq' })).toBe(
      'https://shop.example/faq',
    );
    expect(sourceHref({ kind: 'website', title: 'FAQ', url: 'http://shop.example/faq' })).toBe(
      'http://shop.example/faq',
    );
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '/faq',
      'not a url',
    ])
      expect(sourceHref({ kind: 'website', title: 'FAQ', url }), url).toBeNull();
    expect(sourceHref({ kind: 'qa', title: 'Shop FAQ' })).toBeNull();
  });
});
