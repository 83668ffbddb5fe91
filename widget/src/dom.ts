/** The one DOM helper: text is always set as text (never HTML), so server text cannot inject markup. */
export function el(tag: string, attrs: Record<string, string> = {}, text?: string): HTMLElement {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Styles a shadow root with a constructed stylesheet where the browser has them (all current ones):
 * that is CSSOM, not an inline <style>, so the widget keeps its look on a page whose Content-Security-Policy
 * allows no inline styles — a customer's, or Parley's own dashboard, whose live preview runs the widget in
 * an iframe under the app's policy. Older browsers get a <style> element.
 */
export function adoptCss(root: ShadowRoot, css: string): void {
  if ('adoptedStyleSheets' in root && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
}
