import { z } from 'zod';
import type { ColumnChoice } from './column-choice.ts';

const StoredChoice = z.record(z.string(), z.boolean());

/**
 * The browser keeps each user's choice per screen in localStorage, keyed by account and screen: it
 * survives reload and sign-out, and another account on the same browser starts from the defaults.
 */
export function columnChoiceKey(account: string, screen: string): string {
  return `listKit.columns:${account}:${screen}`;
}

export function readColumnChoice(key: string): ColumnChoice {
  try {
    const parsed = StoredChoice.safeParse(JSON.parse(localStorage.getItem(key) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    // a value some other code wrote there is no choice of the user's: show the defaults
    return {};
  }
}

/** An empty choice is the default set: nothing to keep. */
export function writeColumnChoice(key: string, choice: ColumnChoice): void {
  if (Object.keys(choice).length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(choice));
}
