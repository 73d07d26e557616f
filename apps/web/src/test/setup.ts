import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { i18n } from '../platform/i18n/i18n.ts';

// findBy/waitFor wait up to 5 s, not 1 s: a loaded CI machine renders Ant Design forms slowly
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Ant Design asks for.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

// jsdom does not implement pseudo-element styles; Ant Design measures the scrollbar with one.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// Component tests read English texts.
await i18n.changeLanguage('en');

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// React's scheduler may still hold work queued by the last test (a reply that arrived as the test
// ended). Let it run while jsdom exists: once the environment is torn down it throws
// "window is not defined", an unhandled error that fails the whole run.
afterAll(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
