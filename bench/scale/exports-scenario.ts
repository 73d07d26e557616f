// `bench:scale -- exports`: the biggest download at the bench volumes (issue 14's export goals). The portal
// runs in a process of its own on the bench database (started as `npm start` starts it), so the resident
// memory measured is the server's alone; the bench's sessions are in the database, so they sign in there too.
import { benchExports } from './exports.ts';
import type { ScaleScenario } from './scenario.ts';
import { startServerProcess } from './server-process.ts';

const PORT = Number(process.env.BENCH_APP_PORT ?? 41502);

export const exportsScenario: ScaleScenario = {
  name: 'exports',
  run: async (context) => {
    const server = await startServerProcess(context.databaseUrl, PORT);
    try {
      return await benchExports({
        baseUrl: server.baseUrl,
        apiBase: context.apiBase,
        token: context.tokens.buyer,
        databaseUrl: context.databaseUrl,
        serverRssMb: server.rssMb,
        serverCpuSeconds: server.cpuSeconds,
      });
    } finally {
      await server.stop();
    }
  },
};
