import escapeHtmlText from 'escape-html';

/**
 * HTML built on the server (the published AI webpages, the printable invoice, the widget's embed tag):
 * one escaper, and a tagged template that escapes every interpolation by default.
 *
 *   html`<p>${name}</p>`            name is escaped (& < > " ' as entities)
 *   html`<ul>${items.map(li)}</ul>` an array is joined; each item escaped unless it is itself html`…`
 *   html`<div>${raw(markup)}</div>` raw(): markup the caller vouches for, inserted as it is
 *
 * A fragment made by html`` is already safe, so nesting never escapes twice. null, undefined and false
 * render nothing, so `${cond && html`…`}` reads naturally; String(fragment) is the finished markup.
 */

/** Text (or anything, stringified) with & < > " ' as entities: safe in element content and quoted attributes. */
export const escapeHtml = (value: unknown): string => escapeHtmlText(String(value ?? ''));

/** Markup that is safe to insert as it is: made by html`` or vouched for with raw(). */
export class SafeHtml {
  constructor(private readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

/** Inserts markup without escaping. Only for markup built by this code from escaped or fixed parts. */
export const raw = (markup: string): SafeHtml => new SafeHtml(markup);

const render = (value: HtmlValue): string => {
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
};

/** The escape-by-default template tag (see above). */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new SafeHtml(out);
}
