/**
 * The chat panel (loaded by the loader on open or when the page is idle). Lead form → conversation →
 * messages, with "Talk to a person" at any time. The session lives in sessionStorage, so the chat
 * survives reloads and navigation on the same site; every failure is said in words.
 *
 * Three parts, each imported only from here: the view (view.ts, the DOM), the state (state.ts, the
 * conversation and the messages shown) and the transport (api.ts, live.ts: HTTP and the live socket).
 * This file is the flow between them.
 */

import type { RealtimeEvent } from '@shared/schemas/realtime';
import type { WidgetConversationState, WidgetMessage } from '@shared/schemas/widget-public';
import { WidgetApiError, widgetApi } from './api';
import { attachButton, freshUrl, sendFile } from './attachments';
import type { WidgetContext } from './config';
import { leadForm } from './lead-form';
import { liveTransport, socketUrlOf } from './live';
import type { MountPanel } from './loader';
import { ratingForm } from './rating';
import { conversationStore } from './state';
import { panelView } from './view';

const UNAVAILABLE = 'Chat is unavailable right now. Please try again later.';
const UNREACHABLE = 'We cannot reach the chat service. Check your connection and try again.';
const PREVIEW = 'Preview only: nothing is sent. Visitors chat from your website.';

export const mountPanel: MountPanel = (ctx: WidgetContext, root: ShadowRoot, launcher: HTMLButtonElement) => {
  const a = ctx.appearance;
  const server = ctx.server;
  // the dashboard's preview never resumes or starts a real conversation
  const store = conversationStore(ctx.clientId, ctx.preview);
  // an ended conversation's token stays for its transcript ("Email me this conversation") until a new one
  let ended_: string | null = null;
  const api = widgetApi(ctx.apiUrl, ctx.clientId, () => store.session?.token ?? ended_);
  // live over the WebSocket API once a conversation exists, polling while the socket is down
  const transport = liveTransport(
    api,
    () => (store.session ? socketUrlOf(ctx.apiUrl, api) : null),
    (e) => onEvent(e),
  );
  const view = panelView(root, a, server?.businessName, (id) => freshUrl(api, id));
  const [panel, human, close, typing, restart, composer, input, send, mail, mailForm, mailInput] = view.els;
  /** What the email form is for: the reply by email's address, or the transcript's when none is on file. */
  let mailFor: 'reply' | 'transcript' | '' = '';
  const askEmail = (purpose: 'reply' | 'transcript') => {
    mailFor = purpose;
    mailForm.hidden = false;
    mailInput.focus();
  };
  const say = view.say;
  let isOpen = false;

  const render = (messages: WidgetMessage[]) => {
    view.append(store.unseen(messages), isOpen);
  };
  const welcome = () => render([{ id: 'welcome', senderType: 'ai', content: a.welcomeMessage, createdAt: '' }]);
  const apply = (r: { messages: WidgetMessage[]; conversation: WidgetConversationState }) => {
    render(r.messages);
    store.conversation = r.conversation;
    if (r.conversation.status !== 'active') {
      ended();
    } else if (r.conversation.escalated) {
      // nobody of the team online (issue 31) or outside business hours (issue 32; the agent's message in the log
      // says which): a reply by email is promised, never a person who will not come
      const by = r.conversation.replyByEmail;
      say(
        by === 'ask'
          ? 'Nobody can answer here right now. Leave your email address and we will reply by email.'
          : by
            ? 'Nobody can answer here right now. We will reply by email.'
            : 'A person from our team will reply here soon.',
      );
      if (by === 'ask' && !mailFor) askEmail('reply');
    }
    human.hidden = r.conversation.escalated;
  };
  const follow = () => transport.start(apply, () => store.lastId);
  /** The conversation ended (resolved by the team, or idle): say so and offer a fresh one. */
  const ended = () => {
    transport.stop();
    ended_ = store.session?.token ?? ended_;
    mail.hidden = !ended_ || !!ctx.preview;
    mailForm.hidden = true;
    store.end();
    typing.hidden = true;
    composer.hidden = true;
    human.hidden = true;
    restart.hidden = false;
    say('This conversation has ended.');
    // resolved by the team (not idle, not a lost session): ask how it went, once (issue 32 item 7)
    root.querySelector('.r')?.remove();
    if (ended_ && store.conversation.status === 'resolved' && !ctx.preview) {
      view.els[0].insertBefore(
        ratingForm(async (rating, comment) => {
          try {
            await api.rate(rating, comment);
            say('Thank you for your rating.');
            return true;
          } catch (error) {
            failed(error);
            return error instanceof WidgetApiError && error.status === 409;
          }
        }),
        mail,
      );
    }
  };
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  const onEvent = (e: RealtimeEvent) => {
    if (!store.session || !('conversationId' in e) || e.conversationId !== store.session.conversationId) return;
    if (e.type === 'message.created') {
      if (e.message.senderType === 'human_agent') typing.hidden = true;
      render([e.message]);
    } else if (e.type === 'conversation.escalated') {
      apply({ messages: [], conversation: { status: 'active', escalated: true } });
    } else if (e.type === 'conversation.resolved') {
      store.conversation = { ...store.conversation, status: 'resolved' };
      ended();
    } else if (e.type === 'typing' && e.from === 'agent') {
      typing.hidden = !e.isTyping;
      clearTimeout(typingTimer);
      // a lost "stopped typing" must not leave the indicator up
      if (e.isTyping) typingTimer = setTimeout(() => (typing.hidden = true), 6000);
    } else if (e.type === 'agent.joined') {
      view.joined(e.agentName);
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
      welcome();
      return say(PREVIEW);
    }
    const started = await api.start(fields, ctx.webpageId);
    store.begin({ token: started.token, conversationId: started.conversationId });
    view.clearMessages();
    apply(started);
    follow();
  };

  /** A new conversation's first screen: the lead form when the business asks for one, else the welcome. */
  const fresh = () => {
    if (server?.requireLeadCapture) {
      const form = leadForm(server.leadFormFields, server.leadFormTitle, server.leadFormSubtitle, async (values) => {
        try {
          await begin(values);
          view.showChat();
          input.focus();
        } catch (error) {
          if (error instanceof WidgetApiError && error.status === 400 && Object.keys(error.fields).length) {
            // the server names fields as fields.<id>
            return Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^fields\./, ''), v]));
          }
          failed(error);
        }
      });
      view.showForm(form);
    } else {
      view.showChat();
      welcome();
    }
  };
  if (!server) {
    say(ctx.problem === 'unreachable' ? UNREACHABLE : UNAVAILABLE);
    composer.hidden = true;
    human.hidden = true;
  } else if (store.session) {
    api.after().then((r) => {
      apply(r);
      if (store.conversation.status === 'active') follow();
    }, failed);
  } else {
    fresh();
  }
  const sendTranscript = async (email?: string) => {
    try {
      const r = await api.transcript(email);
      mail.hidden = true;
      mailForm.hidden = true;
      say(`We sent this conversation to ${r.sentTo}.`);
    } catch (error) {
      if (error instanceof WidgetApiError && error.fields.email) {
        askEmail('transcript');
        return say(error.fields.email);
      }
      failed(error);
    }
  };
  mail.addEventListener('click', () => sendTranscript());
  mailForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const email = mailInput.value.trim();
    if (mailFor === 'transcript') return sendTranscript(email);
    try {
      const r = await api.replyAddress(email);
      mailForm.hidden = true;
      store.conversation = r.conversation;
      say(`Thank you. We will reply to ${email} by email.`);
    } catch (error) {
      failed(error);
    }
  });
  restart.addEventListener('click', () => {
    root.querySelector('.r')?.remove();
    ended_ = null;
    mailFor = '';
    mail.hidden = true;
    mailForm.hidden = true;
    restart.hidden = true;
    say('');
    store.reset();
    view.clearMessages();
    human.hidden = false;
    fresh();
    (view.formField() ?? input).focus();
  });

  /** Lead capture off, or the last conversation ended: the first action starts a conversation. */
  const ensureConversation = async () => {
    if (!store.session) await begin({});
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
  // a file (issue 32 item 6): sent as the visitor's message once the server has checked its bytes
  composer.prepend(
    attachButton(async (file) => {
      if (ctx.preview) return say(PREVIEW);
      try {
        await ensureConversation();
        render(await sendFile(api, file));
      } catch (error) {
        failed(error);
      }
    }),
  );
  // tell the team the visitor is typing: at most one frame per 3 s, and "stopped" after a pause
  let typingSentAt = 0;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const typingFrame = (isTyping: boolean) =>
    store.session &&
    store.conversation.escalated &&
    transport.send({ type: 'typing', conversationId: store.session.conversationId, isTyping });
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
    if (server?.requireLeadCapture && !store.session) {
      return say('Please fill in the form first so a person can reach you.');
    }
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
      if (store.session && store.conversation.status === 'active') follow();
      (view.formField() ?? (composer.hidden ? close : input)).focus();
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
