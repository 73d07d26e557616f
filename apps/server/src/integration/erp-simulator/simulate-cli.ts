import { loadConfig } from '../../config.ts';
import { startPortalDatabase } from '../../db/portal-database.ts';
import { issueErpKey } from '../../platform/auth/api-key.ts';
import { publishSimulatedRound } from './publish-round.ts';

/**
 * `npm run erp:simulate [-- <order lines>]`: the ERP simulator's next release, sent to the running portal
 * (PORT, API_BASE) through its inbound API with a key of its own.
 */
async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  const lines = Number(args[0] ?? 4);
  const database = await startPortalDatabase(config, (line) => process.stderr.write(`${line}\n`), {
    attach: true,
  });
  try {
    const { key } = await issueErpKey(database.db, 'erp-simulator-cli', 'erp:simulate');
    const apiUrl = `http://127.0.0.1:${config.port}${config.apiBase}`;
    const replies = await publishSimulatedRound(database.db, { apiUrl, apiKey: key }, { lines });
    for (const reply of replies) process.stdout.write(`${reply.code} ${reply.msg}\n`);
    return replies.every((reply) => reply.code === 200) ? 0 : 1;
  } finally {
    await database.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
