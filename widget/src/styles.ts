import type { Appearance } from './config';

const SIZES = { small: [320, 400], medium: [380, 500], large: [450, 600] } as const;
const SIDES: Record<string, string> = {
  'bottom-right': 'bottom:84px;right:20px',
  'bottom-left': 'bottom:84px;left:20px',
  'top-right': 'top:84px;right:20px',
  'top-left': 'top:84px;left:20px',
};
const LIGHT = '--bg:#fff;--fg:#1a1a1a;--mut:#5c5c5c;--bub:#eef0f3;--line:#d0d4da;--err:#b3261e';
const DARK = '--bg:#1e1f22;--fg:#f1f1f1;--mut:#b9bcc2;--bub:#2d2f34;--line:#4a4d55;--err:#ffb4ab';

/** The panel's CSS, from the tenant's appearance. Lives inside the shadow root only. */
export function panelCss(a: Appearance): string {
  const [w, h] = SIZES[a.size] ?? SIZES.medium;
  const theme =
    a.theme === 'dark'
      ? `:host{${DARK}}`
      : a.theme === 'auto'
        ? `:host{${LIGHT}}@media (prefers-color-scheme:dark){:host{${DARK}}}`
        : `:host{${LIGHT}}`;
  return `${theme}
.p{position:fixed;${SIDES[a.position] ?? SIDES['bottom-right']};width:${w}px;height:${h}px;max-height:calc(100vh - 104px);z-index:2147483001;display:flex;flex-direction:column;background:var(--bg);color:var(--fg);border-radius:14px;box-shadow:0 10px 40px rgba(0,0,0,.3);font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;overflow:hidden;animation:pin .18s ease-out}
[hidden]{display:none!important}
@keyframes pin{from{opacity:0;transform:translateY(8px)}}
@media (prefers-reduced-motion:reduce){.p{animation:none}}
@media (max-width:480px){.p{inset:0;width:auto;height:auto;max-height:none;border-radius:0}}
.h{display:flex;align-items:center;gap:8px;padding:12px 14px;background:${a.primaryColor};color:#fff}
.h h2{flex:1;margin:0;font-size:16px}
.h button{background:rgba(255,255,255,.18);color:#fff;border:1px solid rgba(255,255,255,.5);border-radius:8px;padding:6px 10px;font:inherit;cursor:pointer}
.h .x{font-size:18px;line-height:1;padding:4px 10px}
button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.m{flex:1;overflow-y:auto;padding:12px 14px;display:flex;flex-direction:column;gap:8px}
.g{max-width:82%;padding:8px 12px;border-radius:12px;white-space:pre-wrap;word-wrap:break-word;background:var(--bub);align-self:flex-start}
.g.customer{align-self:flex-end;background:${a.primaryColor};color:#fff}
.g.human_agent{border:1px solid var(--line)}
.j{margin:0;display:flex;align-items:center;gap:8px;font-size:13px;color:var(--mut)}
.av{width:26px;height:26px;border-radius:50%;display:grid;place-items:center;background:${a.primaryColor};color:#fff;font-weight:600}
.src{display:block;margin-top:4px;font-size:12px;color:var(--mut)}
.who{display:block;font-size:12px;color:var(--mut);margin-bottom:2px}
.g.customer .who{color:#fff}
.n{margin:0;padding:8px 14px;font-size:13px;color:var(--fg);background:var(--bub);border-top:1px solid var(--line)}
.c{display:flex;gap:8px;padding:10px 12px;border-top:1px solid var(--line)}
.c textarea{flex:1;resize:none;min-height:38px;max-height:96px}
input,select,textarea{box-sizing:border-box;width:100%;padding:8px 10px;border:1px solid var(--line);border-radius:8px;background:var(--bg);color:var(--fg);font:inherit}
.b{background:${a.primaryColor};color:#fff;border:0;border-radius:8px;padding:8px 14px;font:600 14px system-ui,sans-serif;cursor:pointer}
.b:disabled{opacity:.6;cursor:default}
.f{flex:1;overflow-y:auto;padding:14px;display:flex;flex-direction:column;gap:4px}
.ft{margin:0;font-size:17px}.fs{margin:0 0 8px;color:var(--mut)}
.fl{font-weight:600;margin-top:6px}.fe{margin:0;min-height:1em;color:var(--err);font-size:12px}
.f .b{margin-top:10px}
.r{flex-wrap:wrap;align-items:center}.r p{margin:0;flex:1 0 100%}.r .s{background:none;border:0;font-size:24px;color:var(--line);cursor:pointer;padding:0 2px}.r .s[aria-pressed=true]{color:#f5a623}
.br{margin:0;padding:4px;text-align:center;font-size:11px;color:var(--mut)}
.a{display:flex;align-items:center;padding:0 4px;font-size:18px;cursor:pointer}
.ai{display:block;max-width:100%;max-height:180px;border-radius:8px}
.g a{color:inherit}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}`;
}
