import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// findBy* and waitFor wait for what the user sees; their default of 1 s failed 16 correct tests
// on a loaded machine (issue 24). A passing test returns as soon as the element appears, so a
// long ceiling costs nothing when the machine is quiet.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that Mantine uses; minimal stand-ins keep components renderable.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
// Autosizing textareas re-measure when web fonts finish loading.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
