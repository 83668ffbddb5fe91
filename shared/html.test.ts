import { escapeHtml, html, raw } from './html';

describe('html`` (escape by default)', () => {
  it('escapes an interpolated <script> and every special character', () => {
    const name = '<script>alert("x")</script> & \'you\'';
    expect(String(html`<p>${name}</p>`)).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;you&#39;</p>',
    );
    expect(String(html`<a href="${'" onmouseover="alert(1)'}">x</a>`)).toBe(
      '<a href="&quot; onmouseover=&quot;alert(1)">x</a>',
    );
  });

  it('inserts a raw() fragment as it is', () => {
    expect(String(html`<div>${raw('<b>fixed</b>')}</div>`)).toBe('<div><b>fixed</b></div>');
  });

  it('never escapes a nested html`` fragment twice, and escapes each plain item of an array', () => {
    const items = ['<i>', 'a & b'].map((t) => html`<li>${t}</li>`);
    expect(String(html`<ul>${items}${['<x>']}</ul>`)).toBe('<ul><li>&lt;i&gt;</li><li>a &amp; b</li>&lt;x&gt;</ul>');
  });

  it('renders null, undefined and false as nothing, numbers and true as text', () => {
    expect(String(html`[${null}${undefined}${false}${0}${true}]`)).toBe('[0true]');
  });

  it('escapeHtml stringifies, with null and undefined as empty text', () => {
    expect(escapeHtml('<a>')).toBe('&lt;a&gt;');
    expect(escapeHtml(42)).toBe('42');
    expect(escapeHtml(undefined)).toBe('');
  });
});
