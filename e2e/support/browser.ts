import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { baseUrl } from './api.ts';
import { CHROMIUM } from './chromium-path.ts';
import { ARTIFACTS_DIR } from './paths.ts';
import type { Locale } from './texts.ts';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Browser languages matching the portal's locale codes. */
const BROWSER_LOCALE: Record<Locale, string> = { cn: 'zh-CN', en: 'en-US', th: 'th-TH' };

/** How long a UI expectation may take before it counts as failed (one server round trip and a render). */
export const UI_TIMEOUT_MS = 10_000;

export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export interface BrowserOptions {
  /** launch flags of this journey's browser besides the usual ones (e.g. a fake camera) */
  args?: readonly string[];
  /** the window's size; a desktop's 1440x900 unless given (a phone: 390x844) */
  viewport?: { width: number; height: number };
}

export interface BrowserHarness {
  /** A page in a fresh context (empty session storage, no cookies); the portal starts in `locale`. */
  open(locale?: Locale): Promise<Page>;
  /** A fresh context only (e.g. to put a cookie in before the first page). */
  context(locale?: Locale): Promise<BrowserContext>;
}

/**
 * Call once at the top of a journey file: one browser per file, a fresh context per `open()`,
 * every context closed after its test, and a screenshot of each open page when a test fails.
 */
export function useBrowser(options: BrowserOptions = {}): BrowserHarness {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser(options.args);
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
      let index = 0;
      for (const context of contexts) {
        for (const page of context.pages()) {
          index += 1;
          await page
            .screenshot({ path: path.join(ARTIFACTS_DIR, `failed-${name}-${index}.png`), fullPage: true })
            .catch(() => undefined);
        }
      }
    }
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    contexts = [];
  });

  afterAll(async () => {
    await browser?.close();
  });

  const context = async (locale: Locale = 'cn'): Promise<BrowserContext> => {
    if (!browser)
      throw new Error('useBrowser(): the browser is not running (call it at the top of the file)');
    const created = await browser.newContext({
      baseURL: baseUrl(),
      locale: BROWSER_LOCALE[locale],
      viewport: options.viewport ?? { width: 1440, height: 900 },
      deviceScaleFactor: 1,
    });
    created.setDefaultTimeout(UI_TIMEOUT_MS);
    created.setDefaultNavigationTimeout(UI_TIMEOUT_MS * 2);
    if (locale !== 'cn') {
      // The portal keeps its language in session storage (default cn); seed it once per tab, so a
      // later switch by the user is not undone on reload.
      await created.addInitScript((chosen: string) => {
        if (!window.sessionStorage.getItem('locale')) window.sessionStorage.setItem('locale', chosen);
      }, locale);
    }
    contexts.push(created);
    return created;
  };

  return {
    context,
    async open(locale: Locale = 'cn') {
      const created = await context(locale);
      return created.newPage();
    },
  };
}

/** Full-page screenshot into e2e/artifacts/<name>.png, once fonts and images have settled. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const settled = (image: HTMLImageElement) =>
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      });
    const pending = [...document.images].filter((image) => !image.complete).map(settled);
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
  // let Ant Design's enter animations finish (motion ~0.2-0.3 s)
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}

/** The session storage of the page's tab. */
export function sessionValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.sessionStorage.getItem(name), key);
}
