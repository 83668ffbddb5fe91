/**
 * The chat panel (loaded by the loader on open or when the page is idle). Lead form → conversation →
 * messages, with "Talk to a person" at any time. The session lives in sessionStorage, so the chat
 * survives reloads and navigation on the same site; every failure is said in words.
 */

import type { RealtimeEvent } from '../../shared/schemas/realtime';
import type { WidgetConversationState, WidgetMessage } from '../../shared/schemas/widget-public';
import { WidgetApiError, widgetApi } from './api';
import type { WidgetContext } from './config';
import { adoptCss, el } from './dom';
import { leadForm } from './lead-form';
import { liveTransport, socketUrlOf } from './live';
import type { MountPanel } from './loader';
import { panelCss } from './styles';

interface Saved {
  token: string;
  conversationId: string;
}

const WHO: Record<WidgetMessage['senderType'], string> = {
  ai: 'Assistant',
  human_agent: 'Team member',
  customer: 'You',
};
const UNAVAILABLE = 'Chat is unavailable right now. Please try again later.';
const UNREACHABLE = 'We cannot reach the chat service. Check your connection and try again.';
const PREVIEW = 'Preview only: nothing is sent. Visitors chat from your website.';

export const mountPanel: MountPanel = (ctx: WidgetContext, root: ShadowRoot, launcher: HTMLButtonElement) => {
  const a = ctx.appearance;
  const storeKey = `parley:${ctx.clientId}`;
  const read = (): Saved | null => {
    try {
      return JSON.parse(sessionStorage.getItem(storeKey) ?? 'null');
    } catch {
      return null;
    }
  };
  // the dashboard's preview never resumes or starts a real conversation
  let saved = ctx.preview ? null : read();
  const api = widgetApi(ctx.apiUrl, ctx.clientId, () => saved?.token ?? null);
  // live over the WebSocket API once a conversation exists, polling while the socket is down
  const transport = liveTransport(
    api,
    () => (saved ? socketUrlOf(ctx.apiUrl, api) : null),
    (e) => onEvent(e),
  );
  const seen = new Set<string>();
  let lastId: string | undefined;
  let state: WidgetConversationState = { status: 'active', escalated: false };
  let isOpen = false;

  adoptCss(root, panelCss(a));
  const panel = el('div', { class: 'p', role: 'dialog', 'aria-label': 'Chat', hidden: '' });
  const header = el('div', { class: 'h' });
  const human = el('button', { type: 'button' }, 'Talk to a person');
  const close = el('button', { type: 'button', class: 'x', 'aria-label': 'Close chat' }, '×');
  // the visitor is talking to this business: its name, not a generic "Chat" (only when it could be read)
  header.append(el('h2', {}, ctx.server?.businessName || 'Chat'), human, close);
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
  const composer = el('form', { class: 'c' }) as HTMLFormElement;
  const input = el('textarea', {
    id: 'pm',
    rows: '1',
    maxlength: '2000',
    placeholder: 'Type your message…',
  }) as HTMLTextAreaElement;
  const send = el('button', { type: 'submit', class: 'b' }, 'Send') as HTMLButtonElement;
  composer.append(el('label', { for: 'pm', class: 'sr' }, 'Your message'), input, send);
  panel.append(header, body, typing, notice, restart, composer);
  if (a.showBranding) panel.append(el('p', { class: 'br' }, 'Powered by Parley'));
  root.append(panel);

  const say = (text: string) => {
    notice.textContent = text;
    notice.hidden = !text;
  };
  const beep = () => {
    if (!a.enableSound) return;
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
  };
  const render = (messages: WidgetMessage[]) => {
    let incoming = false;
    for (const m of messages) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      lastId = m.id;
      const bubble = el('div', { class: `g ${m.senderType}` });
      bubble.append(el('span', { class: 'who' }, WHO[m.senderType] ?? ''), document.createTextNode(m.content));
      body.append(bubble);
      if (m.senderType !== 'customer') incoming = true;
    }
    body.scrollTop = body.scrollHeight;
    if (incoming && isOpen) beep();
  };
  const apply = (r: { messages: WidgetMessage[]; conversation: WidgetConversationState }) => {
    render(r.messages);
    state = r.conversation;
    if (state.status !== 'active') {
      ended();
    } else if (state.escalated) {
      say('A person from our team will reply here soon.');
    }
    human.hidden = state.escalated;
  };
  /** The conversation ended (resolved by the team, or idle): say so and offer a fresh one. */
  const ended = () => {
    transport.stop();
    saved = null;
    sessionStorage.removeItem(storeKey);
    typing.hidden = true;
    composer.hidden = true;
    human.hidden = true;
    restart.hidden = false;
    say('This conversation has ended.');
  };
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  const onEvent = (e: RealtimeEvent) => {
    if (!saved || !('conversationId' in e) || e.conversationId !== saved.conversationId) return;
    if (e.type === 'message.created') {
      if (e.message.senderType === 'human_agent') typing.hidden = true;
      render([e.message]);
    } else if (e.type === 'conversation.escalated') {
      apply({ messages: [], conversation: { status: 'active', escalated: true } });
    } else if (e.type === 'conversation.resolved') {
      state = { ...state, status: 'resolved' };
      ended();
    } else if (e.type === 'typing' && e.from === 'agent') {
      typing.hidden = !e.isTyping;
      clearTimeout(typingTimer);
      // a lost "stopped typing" must not leave the indicator up
      if (e.isTyping) typingTimer = setTimeout(() => (typing.hidden = true), 6000);
    } else if (e.type === 'agent.joined') {
      say(`${e.agentName} from our team joined the chat.`);
    }
  };
  const failed = (error: unknown) => {
    const e = error instanceof WidgetApiError ? error : new WidgetApiError(0, UNREACHABLE);
    if (e.status === 401) {
      // the visitor token expired or the conversation is gone: start over
      ended();
      return say('Your chat session has ended.');
    }
    if (e.status === 402 || e.status === 403 || e.status === 404) return say(UNAVAILABLE);
    say(e.status === 0 ? UNREACHABLE : e.message);
  };
  const begin = async (fields: Record<string, string>) => {
    if (ctx.preview) {
      render([{ id: 'welcome', senderType: 'ai', content: a.welcomeMessage, createdAt: '' }]);
      return say(PREVIEW);
    }
    const started = await api.start(fields, ctx.webpageId);
    saved = { token: started.token, conversationId: started.conversationId };
    sessionStorage.setItem(storeKey, JSON.stringify(saved));
    seen.clear();
    body.textContent = '';
    apply(started);
    transport.start(apply, () => lastId);
  };
  const showChat = () => {
    root.querySelector('.f')?.remove();
    body.hidden = false;
    composer.hidden = false;
  };

  const server = ctx.server;
  /** A new conversation's first screen: the lead form when the business asks for one, else the welcome. */
  const fresh = () => {
    if (server?.requireLeadCapture) {
      body.hidden = true;
      composer.hidden = true;
      const form = leadForm(server.leadFormFields, server.leadFormTitle, server.leadFormSubtitle, async (values) => {
        try {
          await begin(values);
          showChat();
          input.focus();
        } catch (error) {
          if (error instanceof WidgetApiError && error.status === 400 && Object.keys(error.fields).length) {
            // the server names fields as fields.<id>
            return Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^fields\./, ''), v]));
          }
          failed(error);
        }
      });
      panel.insertBefore(form, notice);
    } else {
      body.hidden = false;
      composer.hidden = false;
      render([{ id: 'welcome', senderType: 'ai', content: a.welcomeMessage, createdAt: '' }]);
    }
  };
  if (!server) {
    say(ctx.problem === 'unreachable' ? UNREACHABLE : UNAVAILABLE);
    composer.hidden = true;
    human.hidden = true;
  } else if (saved) {
    api.after().then((r) => {
      apply(r);
      if (state.status === 'active') transport.start(apply, () => lastId);
    }, failed);
  } else {
    fresh();
  }
  restart.addEventListener('click', () => {
    restart.hidden = true;
    say('');
    seen.clear();
    lastId = undefined;
    body.textContent = '';
    state = { status: 'active', escalated: false };
    human.hidden = false;
    fresh();
    (panel.querySelector<HTMLElement>('.f input, .f select, .f textarea') ?? input).focus();
  });

  /** Lead capture off, or the last conversation ended: the first action starts a conversation. */
  const ensureConversation = async () => {
    if (!saved) await begin({});
  };
  composer.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (ctx.preview) return say(PREVIEW);
    const content = input.value.trim();
    if (!content || send.disabled) return;
    send.disabled = true;
    // cleared now, not when the answer comes: the answer can arrive live first, and the visitor's next
    // message, typed meanwhile, must not be wiped; a failed send gives the text back
    input.value = '';
    try {
      await ensureConversation();
      apply(await api.send(content));
    } catch (error) {
      if (!input.value) input.value = content;
      failed(error);
    } finally {
      send.disabled = false;
      input.focus();
    }
  });
  // tell the team the visitor is typing: at most one frame per 3 s, and "stopped" after a pause
  let typingSentAt = 0;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const typingFrame = (isTyping: boolean) =>
    saved && state.escalated && transport.send({ type: 'typing', conversationId: saved.conversationId, isTyping });
  input.addEventListener('input', () => {
    if (Date.now() - typingSentAt > 3000 && typingFrame(true)) typingSentAt = Date.now();
    clearTimeout(idle);
    idle = setTimeout(() => {
      typingSentAt = 0;
      typingFrame(false);
    }, 4000);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      composer.requestSubmit();
    }
  });
  human.addEventListener('click', async () => {
    if (ctx.preview) return say(PREVIEW);
    if (server?.requireLeadCapture && !saved) return say('Please fill in the form first so a person can reach you.');
    try {
      await ensureConversation();
      apply(await api.escalate('Visitor asked for a person'));
    } catch (error) {
      failed(error);
    }
  });

  const handle = {
    open() {
      isOpen = true;
      panel.hidden = false;
      launcher.setAttribute('aria-expanded', 'true');
      if (saved && state.status === 'active') transport.start(apply, () => lastId);
      const formField = panel.querySelector<HTMLElement>('.f input, .f select, .f textarea');
      (formField ?? (composer.hidden ? close : input)).focus();
    },
    close() {
      isOpen = false;
      panel.hidden = true;
      transport.stop();
      launcher.setAttribute('aria-expanded', 'false');
      launcher.focus();
    },
  };
  close.addEventListener('click', handle.close);
  panel.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape') handle.close();
  });
  return handle;
};

window.__parleyPanel = mountPanel;
