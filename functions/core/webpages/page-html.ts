import { widgetScriptUrl } from '@shared/widget-embed';
import { requireAppOrigin } from '../../base/origin';
import { type RenderContext, renderWebpage } from './render/render-webpage';
import { type StoredWebpage, toWire } from './store';

/** The public origin pages live on: the app's own. */
export const publicOrigin = () => requireAppOrigin('a webpage needs its public address');

/** Canonical URL, the widget's script and its API all on the public origin; the widget talks to the page's tenant. */
export function renderContext(clientId: string): RenderContext {
  const origin = publicOrigin();
  return { origin, clientId, widgetScriptUrl: widgetScriptUrl(origin) };
}

/** The page as static HTML, whatever its status: what is published, and the owner's preview. */
export function renderStored(page: StoredWebpage, opts: { preview?: boolean } = {}): string {
  return renderWebpage(toWire(page), { ...renderContext(page.clientId), preview: opts.preview });
}
