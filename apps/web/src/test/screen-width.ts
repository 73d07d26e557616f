import { onTestFinished } from 'vitest';
import { fixedMediaQueryList } from './media-query-list.ts';

/**
 * Media queries answered for a screen `width` px wide for the rest of the test (jsdom has none; the setup
 * answers "no" to all), so a screen test can render at phone width. Understands the min-width/max-width
 * queries of Ant Design's grid.
 */
export function stubScreenWidth(width: number): void {
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  const original = window.matchMedia;
  window.matchMedia = (query: string) => fixedMediaQueryList(query, matches(query));
  onTestFinished(() => {
    window.matchMedia = original;
  });
}
