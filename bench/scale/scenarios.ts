// The scenarios of `npm run bench:scale`, in the order they run; a bench joins with one line here.
import { listsScenario } from './lists-scenario.ts';
import type { ScaleScenario } from './scenario.ts';

export const SCENARIOS: readonly ScaleScenario[] = [listsScenario];
