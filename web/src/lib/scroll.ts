/** Landing-page anchors (spec part 1 §2). */
export type SectionId = 'features' | 'industries' | 'pricing' | 'demo' | 'cta';

/** Smooth-scrolls to an in-page section, instantly for users who asked for reduced motion. */
export function scrollToSection(id: SectionId): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Move focus too, so keyboard and screen-reader users continue from the section they asked for.
  target.focus({ preventScroll: true });
}
