import { widgetScriptUrl } from '../../../shared/widget-embed';
import { config } from '../../kit/env';
import { type RenderContext, renderWebpage } from './render/render-webpage';
import { type StoredWebpage, toWire } from './store';

/** The public origin pages live on (APP_ORIGIN: CloudFront's in AWS, the gateway's at home). */
export function publicOrigin(): string {
  const { APP_ORIGIN } = config('APP_ORIGIN');
  if (!APP_ORIGIN) throw new Error('APP_ORIGIN is not configured: a webpage needs its public address');
  return new URL(APP_ORIGIN).origin;
}

/** Canonical URL, the widget's script and its API all on the public origin; the widget talks to the page's tenant. */
export function renderContext(clientId: string): RenderContext {
  const origin = publicOrigin();
  return { origin, clientId, widgetScriptUrl: widgetScriptUrl(origin) };
}

/** The page as static HTML, whatever its status: what is published, and the owner's preview. */
export function renderStored(page: StoredWebpage, opts: { preview?: boolean } = {}): string {
  return renderWebpage(toWire(page), { ...renderContext(page.clientId), preview: opts.preview });
}
