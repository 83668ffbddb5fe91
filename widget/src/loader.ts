/**
 * parley-widget.js — the loader a customer's page embeds. It stays under 2 KB gzip: it reads the
 * configuration, draws the launcher button in a shadow root (so the host page's CSS cannot reach it),
 * counts the page view, and loads the chat panel only when the visitor opens it or the page is idle.
 */
import { type EmbedOptions, mergeAppearance, optionsFromDataset, type WidgetContext } from './config';
import { adoptCss } from './dom';

/** The panel's content-hashed file name, set by widget/build.ts. */
declare const __PANEL_FILE__: string;

export interface PanelHandle {
  open(): void;
  close(): void;
}
export type MountPanel = (ctx: WidgetContext, root: ShadowRoot, launcher: HTMLButtonElement) => PanelHandle;

declare global {
  interface Window {
    Parley?: { init(options: EmbedOptions): void };
    __parleyPanel?: MountPanel;
  }
}

const script = document.currentScript as HTMLScriptElement | null;
const scriptUrl = script?.src || location.href;
let started = false;

const POSITIONS: Record<string, string> = {
  'bottom-right': 'bottom:20px;right:20px',
  'bottom-left': 'bottom:20px;left:20px',
  'top-right': 'top:20px;right:20px',
  'top-left': 'top:20px;left:20px',
};

async function init(options: EmbedOptions): Promise<void> {
  if (started || !options?.clientId) return;
  started = true;
  const apiUrl = (options.apiUrl || new URL(scriptUrl).origin).replace(/\/$/, '');
  const ctx: WidgetContext = {
    clientId: options.clientId,
    apiUrl,
    appearance: mergeAppearance(null, options),
    server: null,
    preview: options.preview === true,
    webpageId: options.webpageId,
  };
  try {
    const res = await fetch(`${apiUrl}/api/widget/${encodeURIComponent(options.clientId)}/config`, {
      credentials: 'omit',
    });
    if (res.ok) ctx.server = (await res.json()).config;
    else ctx.problem = 'unavailable';
  } catch {
    ctx.problem = 'unreachable';
  }
  ctx.appearance = mergeAppearance(ctx.server, options);
  // one beacon per page view, for the Embed Widget screen's "widget loads" figure (and, on an AI
  // webpage, that page's visits); no cookies, no body
  const page = ctx.webpageId ? `?webpageId=${encodeURIComponent(ctx.webpageId)}` : '';
  if (!ctx.preview) navigator.sendBeacon?.(`${apiUrl}/api/widget/${encodeURIComponent(options.clientId)}/loads${page}`);

  const host = document.createElement('div');
  host.setAttribute('data-parley-widget', '');
  const root = host.attachShadow({ mode: 'open' });
  const a = ctx.appearance;
  adoptCss(
    root,
    `.l{position:fixed;${POSITIONS[a.position] ?? POSITIONS['bottom-right']};z-index:2147483000;background:${a.primaryColor};color:#fff;border:0;border-radius:999px;padding:12px 18px;font:600 15px/1.2 system-ui,sans-serif;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25)}.l:focus-visible{outline:3px solid #1a73e8;outline-offset:3px}`,
  );
  const launcher = document.createElement('button');
  launcher.className = 'l';
  launcher.type = 'button';
  launcher.textContent = a.triggerText;
  launcher.setAttribute('aria-label', `${a.triggerText} (opens the chat)`);
  launcher.setAttribute('aria-expanded', 'false');
  root.append(launcher);
  document.body.appendChild(host);

  let panel: PanelHandle | undefined;
  let loading: Promise<MountPanel> | undefined;
  const load = () =>
    (loading ??= new Promise<MountPanel>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = new URL(__PANEL_FILE__, scriptUrl).href;
      s.async = true;
      s.onload = () => (window.__parleyPanel ? resolve(window.__parleyPanel) : reject(new Error('panel')));
      s.onerror = () => {
        loading = undefined;
        reject(new Error('panel'));
      };
      document.head.appendChild(s);
    }));
  launcher.addEventListener('click', async () => {
    if (panel && launcher.getAttribute('aria-expanded') === 'true') return panel.close();
    try {
      panel ??= (await load())(ctx, root, launcher);
      panel.open();
    } catch {
      launcher.textContent = 'Chat unavailable — try again';
    }
  });
  // the link in a reply by email (issue 31) brings the visitor back with the chat open
  if (location.hash === '#parley-chat' && !ctx.preview) launcher.click();
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1500));
  idle(() => void load().catch(() => {}));
}

window.Parley = { init: (options) => void init(options) };
const fromData = script ? optionsFromDataset(script.dataset) : null;
if (fromData) void init(fromData);
