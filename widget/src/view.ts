import { sourceHref, sourceLabel } from '@shared/message-source';
import type { MessageSource } from '@shared/schemas/chat-message';
import type { WidgetMessage } from '@shared/schemas/widget-public';
import { attachmentView } from './attachments';
import type { Appearance } from './config';
import { adoptCss, el } from './dom';
import { panelCss } from './styles';

const WHO: Record<WidgetMessage['senderType'], string> = {
  ai: 'Assistant',
  human_agent: 'Team member',
  customer: 'You',
};
const FORM_FIELDS = '.f input, .f select, .f textarea';

/**
 * The panel's DOM: built once in the shadow root, then only shown, hidden and appended to. It knows
 * nothing of the conversation or the network; the panel (panel.ts) wires its elements to both.
 */
/** `fresh`: a file's URL signed afresh, for one that expired while the panel was open (attachments.ts). */
export function panelView(
  root: ShadowRoot,
  a: Appearance,
  businessName: string | undefined,
  fresh: (attachmentId: string) => Promise<string | undefined>,
) {
  adoptCss(root, panelCss(a));
  const panel = el('div', { class: 'p', role: 'dialog', 'aria-label': 'Chat', hidden: '' });
  const header = el('div', { class: 'h' });
  const human = el('button', { type: 'button' }, 'Talk to a person');
  const close = el('button', { type: 'button', class: 'x', 'aria-label': 'Close chat' }, '×');
  // the visitor is talking to this business: its name, not a generic "Chat" (only when it could be read)
  header.append(el('h2', {}, businessName || 'Chat'), human, close);
  // tabindex: a scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1)
  const body = el('div', {
    class: 'm',
    role: 'log',
    'aria-live': 'polite',
    'aria-label': 'Conversation',
    tabindex: '0',
  });
  const notice = el('p', { class: 'n', role: 'status', hidden: '' });
  const typing = el('p', { class: 'n', 'aria-live': 'polite', hidden: '' }, 'A team member is typing…');
  const restart = el('button', { type: 'button', class: 'b', hidden: '' }, 'Start a new conversation');
  // issue 31 item 5: the transcript by email, and the address a reply by email goes to
  const mail = el('button', { type: 'button', class: 'b', hidden: '' }, 'Email me this conversation');
  const mailForm = el('form', { class: 'c', hidden: '' }) as HTMLFormElement;
  const mailInput = el('input', {
    id: 'pe',
    type: 'email',
    required: '',
    maxlength: '254',
    placeholder: 'you@example.com',
  }) as HTMLInputElement;
  mailForm.append(
    el('label', { for: 'pe', class: 'sr' }, 'Your email address'),
    mailInput,
    el('button', { type: 'submit', class: 'b' }, 'Send'),
  );
  const composer = el('form', { class: 'c' }) as HTMLFormElement;
  const input = el('textarea', {
    id: 'pm',
    rows: '1',
    maxlength: '2000',
    placeholder: 'Type your message…',
  }) as HTMLTextAreaElement;
  const send = el('button', { type: 'submit', class: 'b' }, 'Send') as HTMLButtonElement;
  composer.append(el('label', { for: 'pm', class: 'sr' }, 'Your message'), input, send);
  panel.append(header, body, typing, notice, mailForm, mail, restart, composer);
  if (a.showBranding) panel.append(el('p', { class: 'br' }, 'Powered by Parley'));
  root.append(panel);

  return {
    // a tuple, not named fields: property names survive minification, and the panel's gzip budget is tight
    els: [panel, human, close, typing, restart, composer, input, send, mail, mailForm, mailInput] as const,
    /** A line under the conversation (status, problems); empty hides it. */
    say(text: string) {
      notice.textContent = text;
      notice.hidden = !text;
    },
    /**
     * Appends the messages as bubbles (text only, never HTML), with a short tone when one came from the
     * other side while the panel is open (`ring`) and the business turned sound on.
     */
    append(messages: WidgetMessage[], ring: boolean) {
      let incoming = false;
      for (const m of messages) {
        const bubble = el('div', { class: `g ${m.senderType}` });
        bubble.append(el('span', { class: 'who' }, WHO[m.senderType] ?? ''));
        if (m.attachment) bubble.append(attachmentView(m.attachment, fresh));
        if (m.content !== m.attachment?.name) bubble.append(document.createTextNode(m.content));
        if (m.source) bubble.append(sourceLine(m.source));
        body.append(bubble);
        if (m.senderType !== 'customer') incoming = true;
      }
      body.scrollTop = body.scrollHeight;
      if (incoming && ring && a.enableSound) {
        try {
          const audio = new AudioContext();
          const osc = audio.createOscillator();
          osc.connect(audio.destination);
          osc.frequency.value = 660;
          osc.start();
          osc.stop(audio.currentTime + 0.08);
        } catch {
          // sound is a nicety; browsers may refuse it before a user gesture
        }
      }
    },
    /** A person joined (issue 32): their first name beside an avatar of its initial, in the conversation's flow. */
    joined(name: string) {
      const line = el('p', { class: 'j' });
      line.append(
        el('span', { class: 'av', 'aria-hidden': 'true' }, name.charAt(0).toUpperCase()),
        `${name} joined the chat`,
      );
      body.append(line);
      body.scrollTop = body.scrollHeight;
    },
    clearMessages() {
      body.textContent = '';
    },
    /** The lead form in place of the conversation and composer. */
    showForm(form: HTMLFormElement) {
      body.hidden = true;
      composer.hidden = true;
      panel.insertBefore(form, notice);
    },
    /** The conversation and composer, without the lead form (if it was shown). */
    showChat() {
      root.querySelector('.f')?.remove();
      body.hidden = false;
      composer.hidden = false;
    },
    /** The lead form's first field, while the form is shown. */
    formField: () => panel.querySelector<HTMLElement>(FORM_FIELDS),
  };
}
export type PanelView = ReturnType<typeof panelView>;

/** An answer from the business's knowledge names its source (issue 33): a link to a page, a document's page. */
export function sourceLine(s: MessageSource): HTMLElement {
  const line = el('span', { class: 'src', 'data-testid': 'message-source' }, 'Source: ');
  const href = sourceHref(s);
  line.append(href ? el('a', { href, target: '_blank', rel: 'noopener noreferrer' }, sourceLabel(s)) : sourceLabel(s));
  return line;
}
