/**
 * The page's whole stylesheet, inlined in <head> (no request blocks the first paint). Mobile first, one
 * breakpoint; body text #1f2937 on white (contrast 14:1); the tenant colour only behind text of the
 * colour readableTextOn picked.
 */
export const criticalCss = (accent: string, onAccent: string): string =>
  [
    `:root{--a:${accent};--on-a:${onAccent}}`,
    '*{box-sizing:border-box}',
    'body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#fff}',
    'a{color:inherit}',
    '.wrap{max-width:64rem;margin:0 auto;padding:0 1rem}',
    'header.top{background:var(--a);color:var(--on-a)}',
    'header.top .wrap{display:flex;align-items:center;gap:.75rem;min-height:4rem}',
    'header.top img{height:48px;width:auto}',
    '.brand{font-weight:700;font-size:1.125rem}',
    '.hero{background:var(--a);color:var(--on-a);padding:2.5rem 0 3rem}',
    'h1{font-size:2rem;line-height:1.2;margin:0 0 .75rem}',
    'h2{font-size:1.5rem;margin:0 0 1rem}',
    'h3{font-size:1.125rem;margin:0 0 .25rem}',
    'section{padding:2.5rem 0;border-bottom:1px solid #e5e7eb}',
    '.lead{font-size:1.125rem;margin:0 0 1.25rem}',
    '.grid{display:grid;gap:1rem;grid-template-columns:1fr;list-style:none;padding:0;margin:0}',
    '.card{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem}',
    '.price{font-weight:700}',
    '.meta{color:#4b5563;margin:0}',
    '.cta{display:inline-block;background:var(--a);color:var(--on-a);padding:.75rem 1.25rem;border-radius:.5rem;font-weight:700;text-decoration:none;border:2px solid var(--on-a)}',
    '.hero .cta{border-color:var(--on-a)}',
    'address{font-style:normal}',
    '.social{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;padding:0}',
    'footer{padding:1.5rem 0;color:#4b5563;font-size:.875rem}',
    'dl{margin:0}dt{font-weight:700}dd{margin:0 0 .5rem}',
    '@media(min-width:48rem){.grid{grid-template-columns:repeat(3,1fr)}h1{font-size:2.5rem}}',
  ].join('');
