import { checkLeadField } from '@shared/lead-form-rules';
import type { FormField } from '@shared/schemas/widget';
import { el } from './dom';

/**
 * The pre-chat lead form, drawn from the tenant's leadFormFields. The browser checks the rules the
 * server enforces (shared/lead-form-rules.ts) so a visitor sees a mistake next to the field at once;
 * the server's answer stays the authority.
 */
export function leadForm(
  fields: FormField[],
  title: string,
  subtitle: string,
  onSubmit: (values: Record<string, string>) => Promise<Record<string, string> | undefined>,
): HTMLFormElement {
  const form = el('form', { class: 'f', novalidate: '' }) as HTMLFormElement;
  form.append(el('h2', { class: 'ft' }, title), el('p', { class: 'fs' }, subtitle));
  const inputs = new Map<
    string,
    { input: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement; err: HTMLElement }
  >();
  for (const field of fields) {
    const inputId = `pf-${field.id}`;
    const errId = `${inputId}-e`;
    let input: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    if (field.type === 'select') {
      input = el('select', { id: inputId }) as HTMLSelectElement;
      input.append(el('option', { value: '' }, field.placeholder || 'Choose…'));
      for (const o of field.options ?? []) input.append(el('option', { value: o }, o));
    } else if (field.type === 'textarea') {
      input = el('textarea', { id: inputId, rows: '3' }) as HTMLTextAreaElement;
    } else {
      input = el('input', {
        id: inputId,
        type: field.type,
        autocomplete: { email: 'email', tel: 'tel', text: field.id === 'name' ? 'name' : 'off' }[field.type] ?? 'off',
      }) as HTMLInputElement;
    }
    if (field.placeholder && field.type !== 'select') input.setAttribute('placeholder', field.placeholder);
    if (field.maxLength && field.type !== 'select') input.setAttribute('maxlength', String(field.maxLength));
    if (field.required) input.setAttribute('aria-required', 'true');
    input.setAttribute('aria-describedby', errId);
    const err = el('p', { class: 'fe', id: errId, role: 'alert' });
    form.append(el('label', { for: inputId, class: 'fl' }, field.label + (field.required ? ' *' : '')), input, err);
    inputs.set(field.id, { input, err });
  }
  const submit = el('button', { type: 'submit', class: 'b' }, 'Start chat') as HTMLButtonElement;
  form.append(submit);

  const show = (errors: Record<string, string>) => {
    let first: HTMLElement | undefined;
    for (const [id, { input, err }] of inputs) {
      err.textContent = errors[id] ?? '';
      input.setAttribute('aria-invalid', errors[id] ? 'true' : 'false');
      if (errors[id] && !first) first = input;
    }
    first?.focus();
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    const errors: Record<string, string> = {};
    for (const field of fields) {
      const value = inputs.get(field.id)!.input.value.trim();
      const problem = checkLeadField(field, value);
      if (problem) errors[field.id] = problem;
      if (value) values[field.id] = value;
    }
    show(errors);
    if (Object.keys(errors).length) return;
    submit.disabled = true;
    submit.textContent = 'Starting…';
    try {
      const serverErrors = await onSubmit(values);
      if (serverErrors) show(serverErrors);
    } finally {
      submit.disabled = false;
      submit.textContent = 'Start chat';
    }
  });
  return form;
}
