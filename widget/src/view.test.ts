import { mergeAppearance } from './config';
import { panelView, sourceLine } from './view';

describe('the panel view', () => {
  it('shows who joined by first name beside an avatar of the initial, as text (issue 32)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const view = panelView(root, mergeAppearance(null, { clientId: 'c1' }), 'Rao Textiles', async () => undefined);
    view.joined('<b>ravi</b>');
    const line = root.querySelector('[role="log"] .j');
    expect(line?.textContent).toBe('<<b>ravi</b> joined the chat');
    expect(line?.querySelector('.av')?.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelector('b')).toBeNull();
    view.joined('ravi');
    expect(root.querySelectorAll('.j')[1].querySelector('.av')?.textContent).toBe('R');
  });

  it('names the source of an answer from knowledge, linking only to an http(s) page (issue 33)', () => {
    const page = sourceLine({ kind: 'website', title: 'FAQ', url: 'https://shop.example/faq' });
    expect(page.textContent).toBe('Source: FAQ');
    const link = page.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://shop.example/faq');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
    const pdf = sourceLine({ kind: 'file', title: 'Price list.pdf', page: 2 });
    expect(pdf.textContent).toBe('Source: Price list.pdf, page 2');
    expect(pdf.querySelector('a')).toBeNull();
    const evil = sourceLine({ kind: 'website', title: '<b>x</b>', url: 'javascript:alert(1)' });
    expect(evil.querySelector('a')).toBeNull();
    expect(evil.querySelector('b')).toBeNull();
    expect(evil.textContent).toBe('Source: <b>x</b>');
  });
});
