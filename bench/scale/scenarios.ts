// The scenarios of `npm run bench:scale`, in the order they run; a bench joins with one line here.
import { dashboardScenario } from './dashboard-scenario.ts';
import { exportsScenario } from './exports-scenario.ts';
import { listsScenario } from './lists-scenario.ts';
import { performanceScenario } from './performance-scenario.ts';
import { reconciliationScenario } from './reconciliation-scenario.ts';
import type { ScaleScenario } from './scenario.ts';
import { uploadsScenario } from './uploads-scenario.ts';

export const SCENARIOS: readonly ScaleScenario[] = [
  listsScenario,
  dashboardScenario,
  exportsScenario,
  uploadsScenario,
  performanceScenario,
  reconciliationScenario,
];
