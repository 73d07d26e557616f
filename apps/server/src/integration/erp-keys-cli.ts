import { loadConfig } from '../config.ts';
import { startPortalDatabase } from '../db/portal-database.ts';
import { issueErpKey, listErpClients, revokeErpClient } from '../platform/auth/api-key.ts';

/**
 * Administers the API keys of the ERP's inbound calls, beside a running portal or on its own:
 *   npm run erp:key -- issue <client>    new key for the client (replaces its old one), shown once
 *   npm run erp:key -- revoke <client>   the client's key stops working
 *   npm run erp:key -- list              clients with key prefixes and last use
 */
async function main(args: string[]): Promise<number> {
  const [command, name] = args;
  const database = await startPortalDatabase(loadConfig(), (line) => process.stderr.write(`${line}\n`), {
    attach: true,
  });
  try {
    if (command === 'issue' && name) {
      const { key } = await issueErpKey(database.db, name, 'erp:key');
      process.stdout.write(`API key of ${name} (shown once; send it as X-Api-Key):\n${key}\n`);
      return 0;
    }
    if (command === 'revoke' && name) {
      const revoked = await revokeErpClient(database.db, name);
      process.stdout.write(revoked ? `${name}: key revoked\n` : `${name}: no active key\n`);
      return revoked ? 0 : 1;
    }
    if (command === 'list') {
      for (const client of await listErpClients(database.db)) {
        const state = client.revokedAt ? 'revoked' : 'active';
        const used = client.lastUsedAt?.toISOString() ?? 'never';
        process.stdout.write(
          `${client.name.padEnd(24)} ${client.keyPrefix}…  ${state.padEnd(8)} last used ${used}\n`,
        );
      }
      return 0;
    }
    process.stderr.write('usage: npm run erp:key -- issue <client> | revoke <client> | list\n');
    return 2;
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
