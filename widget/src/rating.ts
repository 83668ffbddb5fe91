import { el } from './dom';

/**
 * The rating at the end of a resolved chat (issue 32 item 7): five stars, an optional comment, Send. Part of
 * the panel, which the loader itself loads lazily; built only when a chat was resolved. `rate` answers
 * whether it was stored (the panel says why not); the form disappears once it is.
 */
export function ratingForm(rate: (rating: number, comment: string) => Promise<boolean>): HTMLFormElement {
  const form = el('form', { class: 'c r', 'aria-label': 'Rate this conversation' }) as HTMLFormElement;
  const stars = el('div', { role: 'group', 'aria-label': 'How did we do? 1 to 5 stars' });
  let chosen = 0;
  const buttons = [1, 2, 3, 4, 5].map((n) => {
    const b = el(
      'button',
      { type: 'button', class: 's', 'data-testid': `rating-star-${n}`, 'aria-label': `${n} of 5` },
      '★',
    );
    b.addEventListener('click', () => {
      chosen = n;
      for (const [i, other] of buttons.entries()) other.setAttribute('aria-pressed', String(i < n));
      submit.disabled = false;
    });
    return b;
  });
  stars.append(...buttons);
  const comment = el('textarea', {
    rows: '2',
    maxlength: '1000',
    placeholder: 'Anything to add? (optional)',
    'aria-label': 'Comment (optional)',
    'data-testid': 'rating-comment',
  }) as HTMLTextAreaElement;
  const submit = el(
    'button',
    { type: 'submit', class: 'b', 'data-testid': 'rating-submit', disabled: '' },
    'Send rating',
  ) as HTMLButtonElement;
  form.append(el('p', {}, 'How did we do?'), stars, comment, submit);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!chosen || submit.disabled) return;
    submit.disabled = true;
    if (await rate(chosen, comment.value.trim())) form.remove();
    else submit.disabled = false;
  });
  return form;
}
