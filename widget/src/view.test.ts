import { mergeAppearance } from './config';
import { panelView } from './view';

describe('the panel view', () => {
  it('shows who joined by first name beside an avatar of the initial, as text (issue 32)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const view = panelView(root, mergeAppearance(null, { clientId: 'c1' }), 'Rao Textiles');
    view.joined('<b>ravi</b>');
    const line = root.querySelector('[role="log"] .j');
    expect(line?.textContent).toBe('<<b>ravi</b> joined the chat');
    expect(line?.querySelector('.av')?.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelector('b')).toBeNull();
    view.joined('ravi');
    expect(root.querySelectorAll('.j')[1].querySelector('.av')?.textContent).toBe('R');
  });
});
