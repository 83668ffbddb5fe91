import { ratingForm } from './rating';

/** The widget's rating at the end (issue 32 item 7): stars, comment, send once; stays on a refusal to retry. */
describe('rating form', () => {
  const star = (form: HTMLElement, n: number) =>
    form.querySelector(`[data-testid="rating-star-${n}"]`) as HTMLButtonElement;
  const submit = (form: HTMLElement) => form.querySelector('[data-testid="rating-submit"]') as HTMLButtonElement;

  it('sends nothing until a star is chosen, then the rating and the comment, and goes away', async () => {
    const rate = vi.fn(async () => true);
    const form = ratingForm(rate);
    document.body.append(form);
    expect(submit(form).disabled).toBe(true);
    star(form, 4).click();
    expect(star(form, 4).getAttribute('aria-pressed')).toBe('true');
    expect(star(form, 5).getAttribute('aria-pressed')).toBe('false');
    (form.querySelector('[data-testid="rating-comment"]') as HTMLTextAreaElement).value = '  Helpful  ';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(rate).toHaveBeenCalledWith(4, 'Helpful'));
    await vi.waitFor(() => expect(form.isConnected).toBe(false));
  });

  it('stays for another try when the rating was not stored', async () => {
    const rate = vi.fn(async () => false);
    const form = ratingForm(rate);
    document.body.append(form);
    star(form, 2).click();
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(rate).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(submit(form).disabled).toBe(false));
    expect(form.isConnected).toBe(true);
    form.remove();
  });
});
