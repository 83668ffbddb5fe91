/**
 * What the page shows when the app could not start: one of main.tsx's startup parts failed to load (a
 * dropped connection, a deploy that replaced the files under an open tab), or rendering failed above the
 * routes' own error page (React then unmounts the root). Without it the app shell stays blank, and a
 * prerendered page (/login, the dashboard's frame) looks ready but nothing on it responds.
 *
 * Plain DOM, not React: React DOM and the design system are among the parts that may have failed. Styled
 * through the CSSOM, which the SPA's Content-Security-Policy allows (it refuses style attributes in markup,
 * not properties set from script). A reload is the remedy: browsers have kept a module that failed to load
 * for the life of the page, and after a deploy the old files are gone.
 *
 * A load cut short because the visitor is leaving the page (a link followed before the app started) is not
 * a failure worth a notice: after pagehide none is shown.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // a page restored from the back-forward cache is not leaving any more
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export const STARTUP_FAILURE_ID = 'startup-failure';

export function showStartupFailure(
  doc: Document = document,
  reloadPage: () => void = () => doc.defaultView?.location.reload(),
): HTMLElement | undefined {
  if (leaving) return undefined;
  const shown = doc.getElementById(STARTUP_FAILURE_ID);
  if (shown) return shown;
  const box = doc.createElement('div');
  box.id = STARTUP_FAILURE_ID;
  box.setAttribute('role', 'alert');
  const text = doc.createElement('p');
  text.textContent = 'Parley could not load this page. Check your connection, then reload it.';
  const reload = doc.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload page';
  reload.addEventListener('click', () => reloadPage());
  Object.assign(box.style, {
    position: 'fixed',
    left: '0',
    right: '0',
    top: '0',
    zIndex: '2147483647',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '12px',
    padding: '12px 16px',
    background: '#fef2f2',
    color: '#7f1d1d',
    borderBottom: '1px solid #fecaca',
    font: '15px/1.4 system-ui, sans-serif',
  });
  Object.assign(reload.style, {
    padding: '8px 14px',
    borderRadius: '6px',
    background: '#2563eb',
    color: '#ffffff',
    border: 'none',
    font: 'inherit',
    fontWeight: '600',
    cursor: 'pointer',
  });
  box.append(text, reload);
  doc.body.prepend(box);
  return box;
}
