import '@testing-library/jest-dom/vitest';

// jsdom has no ResizeObserver (it lays nothing out, so there would be nothing to report); the Chakra
// Slider measures its thumb with one. A browser's own is used wherever one exists.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
