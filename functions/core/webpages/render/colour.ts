/**
 * The tenant's colour is used only as a background (header band, buttons); the text on it is whichever
 * of near-black and white has the higher WCAG contrast, so any colour the owner picks stays readable.
 */
const DARK = '#111827';
const LIGHT = '#ffffff';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** A valid #rrggbb or the default blue (the schema already refuses others; this guards stored data). */
export const safeColour = (hex: string): string => (/^#[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : '#3b82f6');

export const readableTextOn = (background: string): string =>
  contrastRatio(background, DARK) >= contrastRatio(background, LIGHT) ? DARK : LIGHT;

/**
 * The tenant's colour as a background that some text colour reads on at WCAG AA (4.5:1). Most colours
 * pass as they are; a mid-tone (#777777 reaches only 4.48 with either) is darkened step by step until
 * white text passes, so the page keeps the owner's hue and stays accessible.
 */
export function accessibleBackground(hex: string): string {
  const colour = safeColour(hex);
  const passes = (c: string) => contrastRatio(c, readableTextOn(c)) >= 4.5;
  if (passes(colour)) return colour;
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];
  for (let k = 0.95; k > 0; k -= 0.05) {
    const c = `#${[r, g, b]
      .map((v) =>
        Math.round(v * k)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if (passes(c)) return c;
  }
  return '#000000';
}
