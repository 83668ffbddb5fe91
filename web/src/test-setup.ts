import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// jsdom has no ResizeObserver (it lays nothing out, so there would be nothing to report); the Chakra
// Slider measures its thumb with one. A browser's own is used wherever one exists.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Waits (findBy*, waitFor) allow 5 s instead of Testing Library's 1 s: the suite shares two cores with the
// node project and DynamoDB Local, and a cold lazy chunk or a deferred render (React's useDeferredValue on
// the dashboard) can take seconds there. A wait that never comes true still fails, only later.
configure({ asyncUtilTimeout: 5000 });
