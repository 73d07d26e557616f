// `bench:scale -- exports`: the biggest download at the bench volumes (issue 14's export goals). The app is
// served in this process, so the resident memory measured includes the bench's own clients.
import { benchExports } from './exports.ts';
import type { ScaleScenario } from './scenario.ts';

export const exportsScenario: ScaleScenario = {
  name: 'exports',
  run: (context) =>
    benchExports({
      baseUrl: context.baseUrl,
      apiBase: context.apiBase,
      token: context.tokens.buyer,
      databaseUrl: context.databaseUrl,
    }),
};
