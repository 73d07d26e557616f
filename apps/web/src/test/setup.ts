import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { message, notification } from 'antd';
import { afterAll, afterEach, vi } from 'vitest';
import { allCatalogues } from '../locales/all-catalogues.ts';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../platform/config/runtime-config.ts';
import { i18n } from '../platform/i18n/i18n.ts';
import { addCatalogues } from '../platform/i18n/load-catalogue.ts';
import { registerNavigator } from '../platform/navigation/navigator.ts';
import { bindNotifier } from '../platform/notifier/notifier.tsx';
import { fixedMediaQueryList } from './media-query-list.ts';

// findBy/waitFor wait up to 5 s, not 1 s: a loaded CI machine renders Ant Design forms slowly
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Ant Design asks for.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => fixedMediaQueryList(query, false),
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

// Every language is there at once (the app loads one at a time); component tests read English texts.
for (const [locale, byNamespace] of Object.entries(allCatalogues))
  addCatalogues(i18n, locale as keyof typeof allCatalogues, byNamespace);
await i18n.changeLanguage('en');

// Test files share a worker's modules (isolate: false): every test leaves the platform's module state
// as a fresh page has it, whatever it changed.
afterEach(async () => {
  cleanup();
  // Notices of the static APIs live outside the rendered tree: a 3 s notice left by one file would be
  // the `alert` the next file in this worker finds.
  message.destroy();
  notification.destroy();
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  registerNavigator(null);
  bindNotifier(null);
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// React's scheduler may still hold work queued by the last test (a reply that arrived as the test
// ended). Let it run while jsdom exists: once the environment is torn down it throws
// "window is not defined", an unhandled error that fails the whole run.
afterAll(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
